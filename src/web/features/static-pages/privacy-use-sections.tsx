import { Link } from 'react-router';
import { openCookieSettings } from '../../lib/cookie-consent';

const PURPOSES: { purpose: string; data: string; basis: string }[] = [
  { purpose: 'Create your account, sign you in and keep your session secure', data: 'Account, technical', basis: 'Consent, given when you sign up' },
  {
    purpose: 'Host, show and deliver models; run the 3D viewer, search, comments, reviews, follows and in-app notifications',
    data: 'Account, content and activity',
    basis: 'Consent, given when you sign up',
  },
  { purpose: 'Take tips through Razorpay and credit the creator’s share', data: 'Tips, account (e-mail, phone to pre-fill checkout)', basis: 'Consent, given when you send a tip' },
  {
    purpose: 'Verify payout accounts, carry out KYC-lite checks and pay out earnings',
    data: 'Payout details, legal name, PAN (masked and hashed)',
    basis: 'Legitimate use: data you provide to be paid (Section 7(a)); legal obligations',
  },
  {
    purpose: 'Send one-time codes, password resets, security alerts, receipts and payout updates',
    data: 'E-mail address',
    basis: 'Consent, given when you sign up',
  },
  {
    purpose: 'Send e-mail notifications about likes, comments, followers and other activity, and occasional product news',
    data: 'E-mail address, activity',
    basis: 'Consent, which you can switch off per category in notification settings',
  },
  {
    purpose: 'Prevent abuse and fraud, limit repeated failed sign-ins, review reports and moderate content',
    data: 'Technical, content, reports',
    basis: 'Consent; legitimate use for reports you send (Section 7(a)); obligations under the IT Act, 2000 and IT Rules, 2021',
  },
  { purpose: 'Measure visits and find slow or broken pages', data: 'Technical, analytics cookies', basis: 'Consent to analytics cookies only' },
  { purpose: 'Show and measure personalised ads', data: 'Technical, marketing cookies', basis: 'Consent to marketing cookies only; never for children' },
  {
    purpose: 'Keep tax and accounting records, and answer lawful requests from Indian authorities and courts',
    data: 'Tips, payouts, KYC-lite, and what an order requires',
    basis: 'Legitimate uses under Section 7(d) and 7(e); retention required by law',
  },
];

/** Privacy policy: purposes and legal basis, sharing, cookies, transfers and security. */
export function PrivacyUseSections() {
  return (
    <>
      <h2 id="purposes">Why we use your data, and on what basis</h2>
      <p>
        The DPDP Act lets us process personal data either with your <strong>consent</strong> (Section 6) or for a limited set of{' '}
        <strong>legitimate uses</strong> (Section 7). When you create an account, we ask for your consent to the uses marked
        &ldquo;consent&rdquo; below. Optional uses, such as analytics and marketing cookies, need a separate consent that you are free
        to refuse; refusing never stops you from using Meshmandi. The table below is our itemised notice.
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Purposes of processing, the data used and the legal basis</caption>
          <thead>
            <tr>
              <th scope="col">Purpose</th>
              <th scope="col">Data used</th>
              <th scope="col">Basis</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map((row) => (
              <tr key={row.purpose}>
                <td>{row.purpose}</td>
                <td>{row.data}</td>
                <td>{row.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>We use your data only for these purposes. If we want to use it for something new, we will tell you first and, where the law requires, ask again.</p>

      <h2 id="sharing">Who we share data with</h2>
      <p>
        <strong>We never sell your personal data</strong>, and we do not share it with data brokers. We share it only in these cases:
      </p>
      <ul>
        <li>
          <strong>Other members and visitors</strong> see what is public by design: your username, display name, avatar, banner, bio, public
          models, comments, reviews and follower counts. A creator you tip sees your display name, the amount and your message.
        </li>
        <li>
          <strong>Razorpay</strong> (Razorpay Software Private Limited, Bengaluru) processes tips, payouts and UPI checks. It receives the amount,
          the payment details you enter in its checkout, and for payouts your payout account and name. See{' '}
          <a href="https://razorpay.com/privacy/">
            Razorpay&apos;s privacy policy
          </a>
          .
        </li>
        <li>
          <strong>Google</strong>, if you choose to sign in with Google. Google&apos;s handling of your data is described in{' '}
          <a href="https://policies.google.com/privacy">
            Google&apos;s privacy policy
          </a>
          .
        </li>
        <li>
          <strong>Our Data Processors</strong>: the companies that host our servers, database and file storage, and deliver our e-mails. They act
          only on our instructions, under contracts that require security safeguards, and may not use your data for themselves.
        </li>
        <li>
          <strong>Our advertising network</strong>, only if you allow marketing cookies. Without that consent we do not load its scripts; you may
          still see sponsored placements, which we serve ourselves without tracking you.
        </li>
        <li>
          <strong>Authorities</strong>, when Indian law requires it: for example a lawful order under the Information Technology Act, 2000, or an
          order of a court. We disclose only what the order covers.
        </li>
        <li>
          <strong>A successor</strong>, if Meshmandi is merged or sold. Your data would remain protected by this policy, and we would tell you
          before anything changed.
        </li>
      </ul>

      <h2 id="cookies">Cookies and your consent</h2>
      <p>
        Meshmandi uses cookies and your browser&apos;s local storage in four categories. Only essential storage is on by default. The others
        stay off until you accept them in the cookie banner.
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Cookie categories</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">What it does</th>
              <th scope="col">Default</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Essential</td>
              <td>
                Keeps you signed in (a session cookie lasting up to 30 days, renewed while you use the site), protects forms, and remembers your
                cookie choice and the light or dark theme you picked. When you are not signed in, a random visitor id that ends with the day
                (UTC) lets your views, downloads and shares of a model count once, so no one can inflate them.
              </td>
              <td>Always on</td>
            </tr>
            <tr>
              <td>Analytics</td>
              <td>Counts visits and finds slow or broken pages, so we can improve Meshmandi.</td>
              <td>Off until you allow it</td>
            </tr>
            <tr>
              <td>Preferences</td>
              <td>Remembers settings such as your preferred sort order and 3D viewer options across visits.</td>
              <td>Off until you allow it</td>
            </tr>
            <tr>
              <td>Marketing</td>
              <td>Lets our ad network show ads that fit your interests and measure them.</td>
              <td>Off until you allow it</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Counting downloads, views and likes on models is part of the service and happens on our servers, not through analytics cookies:
        the visitor id above is read by no script, shared with no one and kept by us only as a keyed hash.
        You can change your choice at any time with{' '}
        <button type="button" onClick={openCookieSettings} className="font-medium text-brand underline underline-offset-2">
          your cookie preferences
        </button>
        , which you can also open from the Manage Cookies link at the foot of every page.
      </p>

      <h2 id="transfers">Transfers outside India</h2>
      <p>
        Some of our Data Processors, and Google, may process data on servers outside India. The DPDP Act permits this except to countries the
        Central Government has restricted by notification, and we will not transfer personal data to any such country. Wherever your data is
        processed, this policy and our contracts with our processors continue to protect it.
      </p>

      <h2 id="security">How we protect your data</h2>
      <ul>
        <li>All traffic to Meshmandi is encrypted in transit with HTTPS.</li>
        <li>Passwords, one-time codes and withdrawal PINs are stored only as hashes; PANs are stored masked and hashed.</li>
        <li>
          Every request is checked on our server: private models, e-mail addresses, phone numbers and payout details are served only to the
          person entitled to them.
        </li>
        <li>Staff access is limited to those who need it, and every administrator action is recorded in an audit log.</li>
        <li>Uploaded images are re-encoded and stripped of metadata before anyone else can see them.</li>
        <li>Repeated failed sign-ins and unusual traffic are rate-limited and blocked, and we keep backups so a fault does not lose your work.</li>
      </ul>
      <p>
        No system is perfectly secure. If a personal data breach affects you, we will tell you without delay, explain what happened and what
        you can do, and report it to the Data Protection Board of India as the DPDP Act and its Rules require.
      </p>
      <p>
        To keep your account safe, use a strong password you do not use elsewhere, and never share a one-time code or withdrawal PIN with
        anyone, including someone who claims to be from Meshmandi. We will never ask for them. If you think your account has been misused,
        change your password from <Link to="/profile/edit">Account Settings</Link> and tell us at once.
      </p>
    </>
  );
}
