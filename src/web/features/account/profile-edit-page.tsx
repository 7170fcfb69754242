import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { AvatarSection } from './profile/avatar-section';
import { DangerZone } from './profile/danger-zone';
import { LikesVisibilitySwitch } from './profile/likes-visibility-switch';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordSection } from './profile/password-section';
import { ProfileForm } from './profile/profile-form';
import { SessionsSection } from '../../components/sessions/sessions-section';
import { SettingsSection } from './profile/settings-section';

const SECTIONS = [
  ['profile', 'Profile'],
  ['avatar', 'Avatar'],
  ['privacy', 'Privacy'],
  ['password', 'Password'],
  ['sessions', 'Sessions'],
  ['danger', 'Danger zone'],
] as const;

export default function ProfileEditPage() {
  usePageTitle('Account settings');
  const { account, isSuperAdmin } = useSession();
  if (!account) return <Spinner />;
  const signsInWithGoogle = account.provider === 'google';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Account settings" description="Your public profile, avatar, password and the devices you are signed in on.">
        <Link to={`/profile/${account.uid}`} className={buttonClasses('secondary', 'sm')}>
          View public profile
        </Link>
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className="block rounded-lg px-3 py-2 text-fg-muted hover:bg-surface-muted hover:text-fg">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <SettingsSection id="profile" title="Profile" description="How you appear to others. Your phone number stays private.">
            <ProfileForm key={account.uid} account={account} />
          </SettingsSection>
          <SettingsSection id="avatar" title="Avatar" description="The picture shown beside your name across Meshmandi.">
            <AvatarSection account={account} />
          </SettingsSection>
          <SettingsSection id="privacy" title="Privacy" description="What your public profile shows besides your models.">
            <LikesVisibilitySwitch account={account} />
          </SettingsSection>
          <SettingsSection id="password" title="Password" description={`Change the password you sign in with as ${account.email}.`}>
            <PasswordSection signsInWithGoogle={signsInWithGoogle} />
          </SettingsSection>
          <SettingsSection id="sessions" title="Sessions" description="Lost a phone or used a shared computer? End a session, or sign out everywhere except here.">
            <SessionsSection />
            <p className="mt-4 text-sm text-fg-muted">
              <Link to="/settings/security" className="font-medium text-brand underline-offset-2 hover:underline">
                Security and recent sign-ins
              </Link>{' '}
              — every sign-in to your account, with the browser and a partly hidden IP address.
            </p>
          </SettingsSection>
          <SettingsSection id="danger" tone="danger" title="Danger zone" description="Permanent actions on your account.">
            <DangerZone isSuperAdmin={isSuperAdmin} signsInWithGoogle={signsInWithGoogle} />
          </SettingsSection>
        </div>
      </div>
    </div>
  );
}
