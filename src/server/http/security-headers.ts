import helmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AD_NETWORK_HOSTS } from '../../shared/constants/ad-network';

/**
 * Powerful browser features the site never uses are switched off for it and anything it embeds, so
 * an injected script or a third-party frame cannot ask for them (decision 019). Fullscreen stays
 * ours (the 3D viewer), and payment stays ours: Razorpay's checkout origin joins it with the tips
 * feature, as it joins the CSP.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Where Razorpay's checkout loads from, frames and talks to, when a site has Razorpay keys. */
export function razorpayCheckoutHosts(checkoutScriptUrl: string) {
  const script = new URL(checkoutScriptUrl).origin;
  return {
    script: [script],
    frame: [script, 'https://api.razorpay.com'],
    connect: [...new Set([script, 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'])],
    img: ['https://cdn.razorpay.com'],
  };
}
export type CheckoutHosts = ReturnType<typeof razorpayCheckoutHosts>;

/** The app's pages (where the tip dialog and ads can appear), not the API, media or assets. */
const isAppPage = (url: string | undefined) => !/^\/(api|media|assets|uploads)\//.test(url ?? '/');

/** Set on an app page's request before helmet writes the CSP: whether the ad network is on now. */
const AD_NETWORK_ON = Symbol('ad network on');
type PageRequest = IncomingMessage & { [AD_NETWORK_ON]?: boolean };
type HostKind = 'script' | 'frame' | 'connect' | 'img';

/**
 * A strict Content-Security-Policy: our own scripts only, no framing by anyone. With Razorpay keys
 * set, Razorpay's checkout hosts join `scriptSrc`/`frameSrc`/`connectSrc`/`imgSrc` on the app's
 * pages only (the footer's tip button is on every page); without keys (the built-in test checkout)
 * no third party is allowed anywhere. The ad network's hosts join the same four on the app's pages
 * only while an admin has the network on (decision 084): `adNetworkOn` is asked per page request
 * (a few seconds' cached read), so switching it off makes the next pages as strict as before.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; inlineScriptHashes?: string[]; checkoutHosts?: CheckoutHosts; adNetworkOn?: () => Promise<boolean> },
): Promise<void> {
  const hosts = options.checkoutHosts;
  const adNetworkOn = options.adNetworkOn;
  if (adNetworkOn) {
    // Before helmet's own hook (registered below), which writes the header from the directives.
    app.addHook('onRequest', async (request) => {
      if (isAppPage(request.url)) (request.raw as PageRequest)[AD_NETWORK_ON] = await adNetworkOn().catch(() => false);
    });
  }
  const thirdParties = (request: PageRequest, kind: HostKind): readonly string[] => [
    ...(hosts && isAppPage(request.url) ? hosts[kind] : []),
    ...(request[AD_NETWORK_ON] ? AD_NETWORK_HOSTS[kind] : []),
  ];
  /** A directive's whole value for this request: its own sources, then the third parties allowed on it. */
  const sources = (own: string[], kind: HostKind) => [(request: IncomingMessage) => [...own, ...thirdParties(request, kind)].join(' ') || "'none'"];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compilation only (no JS eval): the 3D viewer decodes meshopt-compressed glTF with it.
        // Inline scripts only by hash: the theme script that every page carries (http/theme-script.ts).
        scriptSrc: sources(["'self'", "'wasm-unsafe-eval'", ...(options.inlineScriptHashes ?? [])], 'script'),
        // Inline style attributes are used by React components (progress bars, 3D viewer sizing).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images only from us: avatars and previews are our own uploads, so no third party learns who views a page.
        imgSrc: sources(["'self'", 'data:', 'blob:'], 'img'),
        fontSrc: ["'self'", 'data:'],
        connectSrc: sources(["'self'"], 'connect'),
        workerSrc: ["'self'", 'blob:'],
        frameSrc: sources([], 'frame'),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
