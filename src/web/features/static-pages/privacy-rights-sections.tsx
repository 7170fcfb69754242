import { Link } from 'react-router';
import { openCookieSettings } from '../../lib/cookie-consent';
import { SupportEmailLink } from './support-email-link';

const RETENTION: { data: string; period: string }[] = [
  {
    data: 'Account and profile (e-mail, username, display name, phone, bio, avatar, settings)',
    period: 'Until you delete your account. It is then removed from our live systems at once, and copies in our encrypted backups are overwritten within 30 days.',
  },
  {
    data: 'Registration record (e-mail, username, sign-up date and IP address)',
    period: '180 days after you delete your account, as Rule 3(1)(h) of the IT Rules, 2021 requires, with access restricted to legal requests.',
  },
  {
    data: 'Models, previews, comments, reviews, likes, bookmarks, follows and collections',
    period: 'Until you delete them or your account; backups as above.',
  },
  {
    data: 'Content removed for breaking our rules, with its moderation records',
    period: '180 days after removal, as Rule 3(1)(g) of the IT Rules, 2021 requires.',
  },
  {
    data: 'Tips, fees, withdrawals and payouts, with legal name and masked PAN',
    period: 'Eight years from the end of the financial year of the transaction, as Indian tax and accounting law requires, even after you delete your account.',
  },
  {
    data: 'Saved payout details (UPI ID, bank account)',
    period: 'Until you remove them or delete your account. Details used for a completed payout stay in that payout’s financial record.',
  },
  { data: 'Server, sign-in and security logs, including IP addresses', period: 'One year, the minimum the DPDP Rules, 2025 require, then deleted.' },
  { data: 'One-time codes and password-reset links', period: 'Stored hashed; they expire after 10 minutes and 1 hour respectively.' },
  { data: 'Reports, copyright notices and support or grievance e-mails', period: 'Three years after the matter is closed, so that we can deal with repeat abuse and legal claims.' },
  { data: 'Your cookie choice', period: 'In your own browser, until you change it or clear your browser storage.' },
  {
    data: 'Counting records (keyed hashes of your visitor id or account and of your IP address)',
    period: 'Per-address tallies for two days and view records for seven; a counted download or share stays with the model until it is deleted.',
  },
];

/** Privacy policy: consent, rights, retention, children, grievances, the Board and changes. */
export function PrivacyRightsSections() {
  return (
    <>
      <h2 id="consent">Managing and withdrawing consent</h2>
      <p>You can withdraw any consent you have given, as easily as you gave it:</p>
      <ul>
        <li>
          <strong>Cookies</strong>: open{' '}
          <button type="button" onClick={openCookieSettings} className="font-medium text-brand underline underline-offset-2">
            your cookie preferences
          </button>{' '}
          or use Manage Cookies at the foot of any page.
        </li>
        <li>
          <strong>E-mail notifications</strong>: switch categories off in notification settings, or
          use the unsubscribe link in any notification e-mail.
        </li>
        <li>
          <strong>Profile details</strong>: edit or remove your phone number, bio and avatar in <Link to="/profile/edit">Account Settings</Link>.
        </li>
        <li>
          <strong>Your whole account</strong>: delete it from Account Settings. This withdraws your consent to everything we do on the basis of
          consent.
        </li>
      </ul>
      <p>
        Withdrawing consent does not make earlier processing unlawful, and some features stop working without the data they need: for
        example, we cannot pay out earnings without payout details. The DPDP Act also lets you manage consent through a Consent Manager
        registered with the Data Protection Board of India; if you use one, we will act on the instructions it passes to us.
      </p>

      <h2 id="your-rights">Your rights</h2>
      <p>As a Data Principal under the DPDP Act, you have the right to:</p>
      <ul>
        <li>
          <strong>Access information</strong> (Section 11): a summary of the personal data we hold about you and what we do with it, and the
          names of the other Data Fiduciaries and Data Processors we have shared it with.
        </li>
        <li>
          <strong>Correction, completion, updating and erasure</strong> (Section 12). Most of this you can do yourself in Account Settings. We
          erase data on request unless the law requires us to keep it, such as financial records.
        </li>
        <li>
          <strong>Grievance redressal</strong> (Section 13): a response from our Grievance Officer to any complaint about how we handle your
          data.
        </li>
        <li>
          <strong>Nominate</strong> (Section 14) another person to exercise your rights if you die or become unable to act. Send us their name
          and e-mail address from your account&apos;s e-mail address.
        </li>
      </ul>
      <p>
        To use any of these rights, write to <SupportEmailLink subject="Data request" /> from the e-mail address on your account, or tell us
        which account is yours. We may ask you to confirm a one-time code to make sure the request really comes from you. Requests are free, and
        we answer within 30 days. The Act also asks you not to impersonate anyone, not to hide material information, and not to file false or
        frivolous complaints.
      </p>

      <h2 id="retention">How long we keep data</h2>
      <p>We keep personal data only as long as we need it for the purposes above, or as long as the law requires, and then delete it.</p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Retention periods</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">How long we keep it</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION.map((row) => (
              <tr key={row.data}>
                <td>{row.data}</td>
                <td>{row.period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        When you delete your account, your public models, comments and reviews are removed from Meshmandi. People who downloaded a model
        before then keep their copy under the licence you chose.
      </p>

      <h2 id="children">Children</h2>
      <p>
        Under the DPDP Act, anyone under 18 is a child. Anyone may browse and download models without an account, but we do not create an
        account for a child without <strong>verifiable consent from a parent or lawful guardian</strong>. The parent or guardian should write
        to <SupportEmailLink subject="Parental consent" /> from their own e-mail address; we check that they are an identifiable adult, using
        reliable identity details or a virtual token such as one issued through DigiLocker, as the DPDP Rules, 2025 allow, before the account
        is activated. The same applies to a person with a disability who has a lawful guardian.
      </p>
      <p>For accounts that belong to children, we:</p>
      <ul>
        <li>do not track or monitor their behaviour, and load no analytics or marketing cookies;</li>
        <li>never show them targeted advertising;</li>
        <li>do not let them receive tips or withdraw money; those features are for adults only.</li>
      </ul>
      <p>If we learn that we hold a child&apos;s data without a parent&apos;s consent, we delete it. Parents who believe this has happened can contact us.</p>

      <h2 id="grievance-officer">Grievance Officer</h2>
      <p>
        Our Grievance Officer handles complaints about personal data and about content on Meshmandi, under the DPDP Act and the Information
        Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021.
      </p>
      <p>
        <strong>Grievance Officer, Meshmandi</strong>
        <br />
        Bengaluru, Karnataka, India
        <br />
        E-mail: <SupportEmailLink subject="Grievance" />
      </p>
      <p>
        Please put &ldquo;Grievance&rdquo; in the subject line and include your username, what happened and what you would like us to do. We
        acknowledge every grievance within 24 hours, resolve complaints about content within 15 days, and resolve requests about your personal
        data within 30 days, well within the 90 days the DPDP Rules allow.
      </p>

      <h2 id="data-protection-board">The Data Protection Board of India</h2>
      <p>
        If you are not satisfied with how we resolved your grievance, you can complain to the Data Protection Board of India, the authority
        set up under the DPDP Act. The Act asks you to use our grievance process first (Section 13(3)), so please write to our Grievance
        Officer before you go to the Board.
      </p>

      <h2 id="changes">Changes to this policy</h2>
      <p>
        When we change this policy, we update the date at the top of this page. If a change is significant, for example a new purpose or a new
        kind of data, we will tell you by e-mail or with a notice on Meshmandi at least 14 days before it takes effect, and ask for your
        consent again where the law requires it. Earlier versions are available on request.
      </p>
    </>
  );
}
