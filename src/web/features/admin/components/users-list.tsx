import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { displayNameOf } from '../../../lib/session';
import { DeleteUserButton } from './delete-user-button';
import { RoleSelect } from './role-select';
import { AccountState, joinedOn, UserIdentity } from './user-row-parts';
import { UserStatusControl } from './user-status-control';

interface UsersListProps {
  users: OwnAccount[];
  actor: OwnAccount;
  onDeleted(name: string): void;
}

const TH = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';

/** A table on wide screens; cards on phones and tablets, so nothing scrolls sideways at 360 px. */
export function UsersList({ users, actor, onDeleted }: UsersListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">Users, newest first</caption>
          <thead className="border-b border-border bg-surface-muted">
            <tr>
              <th scope="col" className={TH}>User</th>
              <th scope="col" className={TH}>E-mail</th>
              <th scope="col" className={TH}>Role</th>
              <th scope="col" className={TH}>Status</th>
              <th scope="col" className={TH}>Joined</th>
              <th scope="col" className={TH}><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((user) => {
              const name = displayNameOf(user);
              return (
                <tr key={user.uid} className="align-middle">
                  <td className="max-w-64 px-4 py-3"><UserIdentity user={user} name={name} /></td>
                  <td className="max-w-64 truncate px-4 py-3 text-fg" title={user.email}>{user.email}</td>
                  <td className="px-4 py-3"><RoleSelect user={user} actor={actor} name={name} /></td>
                  <td className="max-w-52 px-4 py-3">
                    <div className="flex flex-col items-start gap-1.5">
                      <AccountState user={user} />
                      <UserStatusControl user={user} actor={actor} name={name} />
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-fg-muted">{joinedOn(user)}</td>
                  <td className="px-4 py-3 text-right"><DeleteUserButton user={user} actor={actor} name={name} onDeleted={onDeleted} /></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:hidden">
        {users.map((user) => {
          const name = displayNameOf(user);
          return (
            <li key={user.uid} className="rounded-2xl border border-border bg-surface p-4">
              <UserIdentity user={user} name={name} />
              <p className="mt-3 truncate text-sm text-fg" title={user.email}>{user.email}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
                <AccountState user={user} />
                <span>Joined {joinedOn(user)}</span>
              </p>
              <div className="mt-3 flex items-start justify-between gap-3 border-t border-border pt-3">
                <div className="flex min-w-0 flex-wrap items-start gap-2">
                  <RoleSelect user={user} actor={actor} name={name} />
                  <UserStatusControl user={user} actor={actor} name={name} />
                </div>
                <DeleteUserButton user={user} actor={actor} name={name} onDeleted={onDeleted} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
