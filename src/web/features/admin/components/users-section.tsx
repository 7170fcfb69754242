import { Search } from 'lucide-react';
import { useState } from 'react';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { isSuperAdminUser } from '../../../../shared/constants/roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { UsersList } from './users-list';
import { useDebouncedValue } from './use-debounced-value';
import { useUsers } from '../api/list-users';

export function UsersSection({ actor }: { actor: OwnAccount }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const users = useUsers(query);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const searching = users.isFetching && !users.isFetchingNextPage;

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="users-heading" className="text-xl font-semibold text-fg">
            Users
          </h2>
          <p className="mt-1 text-sm text-fg-muted">Everyone with an account, newest first.</p>
        </div>
        <div className="relative w-full sm:max-w-xs">
          <Field
            label="Search users"
            type="search"
            placeholder="Name, username or e-mail"
            autoComplete="off"
            maxLength={100}
            className="[&_input]:pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setNotice(null);
            }}
          />
          <Search className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-fg-muted" aria-hidden="true" />
        </div>
      </div>
      {!isSuperAdminUser(actor) && (
        <Alert tone="info">You are an admin: you can delete members' accounts. Only a super admin can make or remove admins, or delete an admin.</Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      <p role="status" className="text-sm text-fg-muted">
        {searching ? 'Searching…' : users.data ? `${rows.length} user${rows.length === 1 ? '' : 's'} shown${users.hasNextPage ? ', more below' : ''}${query ? ` for “${query}”` : ''}.` : ''}
      </p>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError && !users.data ? (
        <Alert>{errorMessage(users.error)}</Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">{query ? `No users match “${query}”.` : 'No users yet.'}</p>
      ) : (
        <UsersList users={rows} actor={actor} onDeleted={(name) => setNotice(`${name} has been deleted.`)} />
      )}
      {users.isFetchNextPageError && <Alert>{errorMessage(users.error)}</Alert>}
      {users.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
            {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
