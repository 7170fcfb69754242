import helmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

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

/** The app's pages (where the tip dialog can open), not the API, media or assets. */
const isAppPage = (url: string | undefined) => !/^\/(api|media|assets|uploads)\//.test(url ?? '/');

/**
 * A strict Content-Security-Policy: our own scripts only, no framing by anyone. With Razorpay keys
 * set, Razorpay's checkout hosts join `scriptSrc`/`frameSrc`/`connectSrc`/`imgSrc` on the app's
 * pages only (the footer's tip button is on every page); without keys (the built-in test checkout)
 * no third party is allowed anywhere.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; inlineScriptHashes?: string[]; checkoutHosts?: CheckoutHosts }): Promise<void> {
  const hosts = options.checkoutHosts;
  const onPages = (list: string[] | undefined) => (hosts && list ? list.map((host) => (request: IncomingMessage) => (isAppPage(request.url) ? host : "'self'")) : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compilation only (no JS eval): the 3D viewer decodes meshopt-compressed glTF with it.
        // Inline scripts only by hash: the theme script that every page carries (http/theme-script.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(options.inlineScriptHashes ?? []), ...onPages(hosts?.script)],
        // Inline style attributes are used by React components (progress bars, 3D viewer sizing).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images only from us: avatars and previews are our own uploads, so no third party learns who views a page.
        imgSrc: ["'self'", 'data:', 'blob:', ...onPages(hosts?.img)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...onPages(hosts?.connect)],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: hosts ? onPages(hosts.frame) : ["'none'"],
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
