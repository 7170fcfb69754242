import { Link } from 'react-router';
import { StaticPage } from '../../components/ui/static-page';
import { PrivacyRightsSections } from './privacy-rights-sections';
import { PrivacyUseSections } from './privacy-use-sections';
import { SupportEmailLink } from './support-email-link';

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      summary="What personal data Meshmandi collects, why, who we share it with, how long we keep it, and how you can exercise your rights under India's Digital Personal Data Protection Act, 2023."
      updated="2026-11-22"
    >
      <h2 id="at-a-glance">At a glance</h2>
      <ul>
        <li>We collect only what we need to run Meshmandi: your account, the models you share, your tips and payouts, and basic technical data.</li>
        <li>We never sell your personal data, and other members never see your e-mail address, phone number, UPI ID or PAN.</li>
        <li>Payments go through Razorpay. We never see your UPI PIN or card details.</li>
        <li>Analytics, preference and marketing cookies are off until you switch them on, and you can switch them off again at any time.</li>
        <li>You can access, correct and erase your data, nominate someone to act for you, and complain to our Grievance Officer and to the Data Protection Board of India.</li>
      </ul>

      <h2 id="who-we-are">Who we are</h2>
      <p>
        Meshmandi (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is a community marketplace for 3D models, based in Bengaluru, Karnataka, India. For the
        personal data described in this policy, Meshmandi is the <strong>Data Fiduciary</strong> under the Digital Personal Data Protection Act,
        2023 (the &ldquo;DPDP Act&rdquo;): we decide why and how your data is processed and we are responsible for it. You, the person the data
        is about, are the <strong>Data Principal</strong>.
      </p>
      <p>
        This policy applies to the Meshmandi website and the e-mails we send. It does not cover other websites you reach from Meshmandi, such as
        Razorpay&apos;s checkout or an advertiser&apos;s site; those have their own policies. Our <Link to="/terms">Terms of Service</Link>{' '}
        explain the rules for using Meshmandi.
      </p>
      <p>
        Questions about this policy, and requests about your data, go to our Grievance Officer at{' '}
        <SupportEmailLink subject="Privacy request" />.
      </p>

      <h2 id="data-we-collect">Personal data we collect</h2>
      <p>This is the complete list of the kinds of personal data we process. You give us most of it directly; some comes from your browser.</p>

      <h3 id="account-data">Account and profile</h3>
      <ul>
        <li>
          <strong>E-mail address</strong>: to sign in, to send one-time codes and password-reset links, and to send the notifications you have
          chosen. It is never shown on your profile.
        </li>
        <li>
          <strong>Password</strong>, if you sign up with one. We store only a salted hash of it, never the password itself. One-time codes are
          also stored hashed and expire after 10 minutes.
        </li>
        <li>
          <strong>Username and display name</strong>, which are public, along with your <strong>avatar</strong>, <strong>profile banner</strong>{' '}
          and <strong>bio</strong> if you add them.
        </li>
        <li>
          <strong>Phone number</strong> (optional), which is never public. If you add one, we pre-fill it in Razorpay&apos;s checkout when you
          send a tip, so you do not have to type it again.
        </li>
        <li>
          <strong>Google account details</strong>, if you sign in with Google: your name, e-mail address and Google account
          identifier (we do not use your Google profile picture). Google never gives us your Google password.
        </li>
        <li>
          <strong>Settings</strong>: notification preferences, payout preferences and a withdrawal PIN, which we store only as a hash.
        </li>
      </ul>

      <h3 id="content-data">Content and activity</h3>
      <ul>
        <li>
          <strong>Models you upload</strong>: the files, preview images, title, description, tags, category, licence and technical details. Public
          models are visible to everyone; private models only to you. We remove hidden metadata, such as camera GPS locations, from every image
          you upload.
        </li>
        <li>
          <strong>Comments, reviews and ratings</strong>, which are public and shown with your display name.
        </li>
        <li>
          <strong>Likes, bookmarks, collections, follows, downloads, views and shares</strong>, which we record so that each is counted once and
          so that you can find your own history. Others see totals, not a list of what you downloaded.
        </li>
        <li>
          <strong>Reports and messages you send us</strong>, including the e-mail address and details on a report form, and anything you write to
          support.
        </li>
        <li>
          <strong>Referral and collaboration records</strong>: who invited whom, and collaboration requests you send or receive.
        </li>
      </ul>

      <h3 id="payment-data">Tips, earnings and payouts</h3>
      <ul>
        <li>
          <strong>Tips you send or receive</strong>: the amount, platform fee, creator&apos;s share, your optional message, the date, and the
          Razorpay order and payment identifiers. The creator you tip sees your display name, the amount and your message.
        </li>
        <li>
          <strong>What we never see</strong>: your UPI PIN, card number, CVV or bank password. Razorpay collects and processes those under its own
          licences and security standards.
        </li>
        <li>
          <strong>Payout details</strong>, if you withdraw earnings: the UPI ID or bank account (account holder&apos;s name, account number and
          IFSC) you choose. When you add a UPI ID, Razorpay may tell us the name registered to it, and we may send a ₹1 test payout to confirm the
          account.
        </li>
        <li>
          <strong>KYC-lite details</strong>, required before payouts: your legal name and your PAN. We store the PAN masked (for example
          ABCDE****F) together with a one-way hash to detect duplicate accounts; we never store or show the full number.
        </li>
        <li>
          <strong>Withdrawal records</strong>: amounts, fees, net amounts paid, dates, status and any failure reason.
        </li>
      </ul>

      <h3 id="technical-data">Technical data</h3>
      <ul>
        <li>
          <strong>IP address, browser and device type, and times of requests</strong>, recorded in our server and security logs. We use them to
          keep you signed in safely, to limit abuse (for example, blocking an address after repeated failed sign-ins), and to investigate
          attacks.
        </li>
        <li>
          <strong>Cookies and similar browser storage</strong>, as described under <a href="#cookies">Cookies and your consent</a>. Essential
          storage is always on; everything else needs your consent.
        </li>
      </ul>
      <p>We do not ask for, and do not want, sensitive data such as health, caste, religion or biometric data. Please do not put it in your bio, models or comments.</p>

      <PrivacyUseSections />
      <PrivacyRightsSections />
    </StaticPage>
  );
}
