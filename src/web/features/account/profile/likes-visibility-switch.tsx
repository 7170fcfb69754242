import * as Switch from '@radix-ui/react-switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { SESSION_KEY } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';

/**
 * "Show my likes on my profile" (issue 12, item 8: a Likes tab "if the user allows it"). Saved as
 * soon as it is switched, since it is one choice, not a form; off until the member turns it on.
 */
export function LikesVisibilitySwitch({ account }: { account: OwnAccount }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (likesPublic: boolean) => updateProfile({ likesPublic }),
    onSuccess: ({ account: saved }) => {
      queryClient.setQueryData(SESSION_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.stats(saved.uid) });
    },
  });
  const on = save.isPending ? save.variables : account.likesPublic;
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor="likes-public" className="font-medium text-fg">
            Show my likes on my profile
          </label>
          <p id="likes-public-help" className="mt-1 text-sm text-fg-muted">
            When on, anyone can open the Likes tab of your public profile and see the public models you liked.
          </p>
        </div>
        <Switch.Root
          id="likes-public"
          checked={on}
          disabled={save.isPending}
          onCheckedChange={(value) => save.mutate(value)}
          aria-describedby="likes-public-help"
          className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-border transition-colors data-[state=checked]:bg-brand disabled:opacity-60"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      {save.isError && <Alert>Your choice could not be saved. {errorMessage(save.error)}</Alert>}
    </div>
  );
}
