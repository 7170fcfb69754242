import { Link } from 'react-router';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { methodLabel, type SecurityData } from './security-view';

type Person = SecurityData['lockedAccounts'][number]['user'];

/** In the table (`stacked`) the handle goes under the name, so a column never breaks a handle in two. */
function PersonLink({ user, stacked = false }: { user: Person; stacked?: boolean }) {
  return (
    <>
      <Link to={`/profile/${encodeURIComponent(user.uid)}`} className="font-medium text-brand underline underline-offset-2 hover:text-brand-hover [overflow-wrap:anywhere]">
        {user.displayName}
      </Link>
      {user.username && <span className={stacked ? 'block text-fg-muted' : 'text-fg-muted [overflow-wrap:anywhere]'}>{stacked ? '' : ' '}@{user.username}</span>}
    </>
  );
}

/** Accounts whose password sign-in is paused after repeated failures (decision 032), with when it ends. */
export function PausedAccounts({ accounts }: { accounts: SecurityData['lockedAccounts'] }) {
  return (
    <section aria-labelledby="paused-accounts" className="space-y-3">
      <h2 id="paused-accounts" className="text-xl font-semibold text-fg">
        Paused accounts
      </h2>
      {accounts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">No account’s sign-in is paused.</p>
      ) : (
        <ul aria-labelledby="paused-accounts" className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {accounts.map(({ user, until }) => (
            <li key={user.uid} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-baseline sm:justify-between">
              <p className="min-w-0">
                <PersonLink user={user} />
              </p>
              <p className="shrink-0 text-fg-muted">
                Paused until <LocalDateTime iso={until} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The latest 50 sign-ins as a table. At phone width the table scrolls inside its own box (which can
 * take focus, so keyboard users can scroll it too), never the page.
 */
export function RecentSignInsTable({ signIns }: { signIns: SecurityData['recentSignIns'] }) {
  return (
    <section aria-labelledby="latest-sign-ins" className="min-w-0 space-y-3">
      <h2 id="latest-sign-ins" className="text-xl font-semibold text-fg">
        Latest sign-ins
      </h2>
      {signIns.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">No sign-ins recorded yet.</p>
      ) : (
        <>
          {/* Below the wide layout the later columns start out of view: say so, or nobody finds them. */}
          <p className="text-sm text-fg-muted lg:hidden">The table scrolls sideways: IP address, device and method are to the right.</p>
          <div role="region" aria-label="Latest sign-ins table" tabIndex={0} className="overflow-x-auto rounded-2xl border border-border bg-surface focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40">
            <table className="w-full text-left text-sm whitespace-nowrap">
              <caption className="sr-only">The latest {signIns.length} sign-ins, newest first</caption>
              <thead className="border-b border-border text-fg-muted">
                <tr>
                  {['When', 'Member', 'IP address', 'Device', 'Method'].map((head) => (
                    <th key={head} scope="col" className="px-4 py-2.5 font-medium">
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {signIns.map((signIn, index) => (
                  <tr key={`${signIn.at}-${signIn.user.uid}-${index}`} className="align-top">
                    <td className="px-4 py-2.5 text-fg">
                      <LocalDateTime iso={signIn.at} />
                    </td>
                    <td className="px-4 py-2.5">
                      <PersonLink user={signIn.user} stacked />
                    </td>
                    <td className="px-4 py-2.5 font-mono text-fg">{signIn.ip ?? '—'}</td>
                    <td className="px-4 py-2.5 text-fg">{signIn.device}</td>
                    <td className="px-4 py-2.5 text-fg">{methodLabel(signIn.method)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
