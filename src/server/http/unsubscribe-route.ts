import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOTIFICATION_CATEGORY_LABELS } from '../../shared/contracts/notifications/preferences';
import { escapeHtml } from '../mail';
import { applyUnsubscribe, verifyUnsubscribeToken, type UnsubscribeClaim } from '../notifications';
import type { Services } from '../services';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

function what(claim: UnsubscribeClaim): string {
  return claim.scope === 'all' ? 'notification e-mails (security alerts still come)' : `e-mails about ${NOTIFICATION_CATEGORY_LABELS[claim.scope].label.toLowerCase()}`;
}

/** A small page of its own: it works without the web app, its script or a session. */
function page(reply: FastifyReply, status: number, title: string, body: string, publicUrl: string) {
  const settings = escapeHtml(`${publicUrl}/settings/notifications`);
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    // No stricter referrer policy than the site's: with no-referrer the form's POST would carry
    // `Origin: null` and the CSRF check (origin-check.ts) would refuse it.
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · Meshmandi</title>
<style>
:root { color-scheme: light dark; --bg: #f4f4f5; --card: #ffffff; --fg: #1f2937; --muted: #4b5563; --brand: #9a3412; }
@media (prefers-color-scheme: dark) { :root { --bg: #111113; --card: #1c1c20; --fg: #f3f4f6; --muted: #c4c4cc; --brand: #fdba74; } }
body { margin: 0; padding: 0 1rem; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, Arial, sans-serif; }
main { max-width: 32rem; margin: 10vh auto; padding: 2rem 1.5rem; background: var(--card); border-radius: 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .75rem; }
p { color: var(--muted); }
a { color: var(--brand); }
button { font: inherit; font-weight: 600; color: #fff; background: #9a3412; border: 0; border-radius: .5rem; padding: .7rem 1.2rem; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p style="font-weight:700;letter-spacing:.08em;color:var(--brand);margin:0 0 1rem">MESHMANDI</p>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="${settings}">Notification settings</a></p>
</main>
</body>
</html>
`);
}

const REFUSED = '<p>This unsubscribe link is not valid. It may have been changed or cut short. Nothing was changed; you can choose which e-mails you get in your notification settings.</p>';

/**
 * One-click unsubscribe (RFC 8058) from the links in notification e-mails. No sign-in: the signed
 * token names the person and the category. GET shows a confirmation page (a link scanner that
 * follows links must not unsubscribe anyone); POST, from that page's button or from a mail client's
 * own "Unsubscribe" (body `List-Unsubscribe=One-Click`), turns the category's e-mails off.
 * A token that does not verify is refused with 400 and changes nothing.
 */
export async function registerUnsubscribeRoute(app: FastifyInstance, services: Services): Promise<void> {
  const secret = services.auth.options.secret;
  const publicUrl = services.config.publicUrl.replace(/\/$/, '');
  await app.register(async (scope) => {
    // Mail clients post a form; the body says only "List-Unsubscribe=One-Click", so it is read and not used.
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    scope.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const claim = verifyUnsubscribeToken(secret, request.query.token);
      if (!claim) return page(reply, 400, 'Link not valid', REFUSED, publicUrl);
      const action = escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token ?? '')}`);
      return page(
        reply,
        200,
        'Unsubscribe?',
        `<p>Stop ${escapeHtml(what(claim))}? You can turn them on again at any time.</p>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        publicUrl,
      );
    });
    scope.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const claim = verifyUnsubscribeToken(secret, request.query.token);
      if (!claim) return page(reply, 400, 'Link not valid', REFUSED, publicUrl);
      await applyUnsubscribe(services.db, claim);
      request.log.info({ userId: claim.userId, scope: claim.scope }, 'unsubscribed from notification e-mails');
      return page(reply, 200, 'You are unsubscribed', `<p>You will no longer get ${escapeHtml(what(claim))}.</p>`, publicUrl);
    });
  });
}
