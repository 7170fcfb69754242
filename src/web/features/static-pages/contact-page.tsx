import { Link } from 'react-router';
import { StaticPage } from '../../components/ui/static-page';
import { SupportEmailLink } from './support-email-link';

export default function ContactPage() {
  return (
    <StaticPage title="Contact us" summary="How to reach the Meshmandi team, what to include so we can help quickly, and where to report content.">
      <h2 id="support">Support by e-mail</h2>
      <p>
        The best way to reach us is e-mail: <SupportEmailLink subject="Support request" />. A person on our team reads every message. We do
        not offer phone support, so please be wary of anyone who calls or messages you claiming to be from Meshmandi.
      </p>

      <h3 id="what-to-include">What to include</h3>
      <ul>
        <li>Your Meshmandi username, and write from the e-mail address on your account if you can.</li>
        <li>A link to the model, comment or profile concerned.</li>
        <li>What you were trying to do, what happened instead, and any error message, word for word.</li>
        <li>A screenshot and the browser and device you were using, if something looks broken.</li>
        <li>
          For a tip or a withdrawal: the date, the amount in ₹, and the Razorpay payment ID (it starts with <code>pay_</code>) or the withdrawal
          reference shown on your Tips &amp; Earnings page.
        </li>
      </ul>
      <p>
        <strong>Never send us</strong> your password, a one-time code, your withdrawal PIN, your UPI PIN or card details. We will never ask for
        them, and we do not need your full PAN to help you.
      </p>

      <h3 id="response-times">When to expect a reply</h3>
      <p>
        We reply to most messages within 2 working days (Monday to Friday, Indian Standard Time). Grievances are acknowledged within 24 hours,
        as explained below. Problems with money, such as a tip that was debited but not shown, or a payout that has not arrived, go to the front
        of the queue.
      </p>

      <h2 id="report-content">Reporting content</h2>
      <p>
        If a model, comment or profile breaks our <Link to="/community-guidelines">Community Guidelines</Link>, write to{' '}
        <SupportEmailLink subject="Report" /> with a link to it. It goes straight to our moderators; tell them the reason: inappropriate, copyright, spam, harassment, underage, misleading or other. You do not need an account to
        report.
      </p>
      <p>
        If someone is in immediate danger, contact the police on 112 first. Cybercrime in India can also be reported on the{' '}
        <a href="https://cybercrime.gov.in">National Cyber Crime Reporting Portal</a>.
      </p>

      <h2 id="copyright">Copyright and DMCA notices</h2>
      <p>
        If you own the rights to a work that someone has uploaded without permission, write to <SupportEmailLink subject="Copyright notice" />. Section 12 of our <Link to="/terms#copyright">Terms of Service</Link> lists what a complete notice
        contains and how we handle it under Indian copyright law and the DMCA.
      </p>

      <h2 id="privacy-and-grievances">Privacy requests and grievances</h2>
      <p>
        To access, correct or erase your personal data, to nominate someone, or to raise a grievance, write to our Grievance Officer at{' '}
        <SupportEmailLink subject="Grievance" /> with &ldquo;Grievance&rdquo; or &ldquo;Data request&rdquo; in the subject line. We acknowledge
        grievances within 24 hours. Our <Link to="/privacy#your-rights">Privacy Policy</Link> explains your rights and our timelines.
      </p>

      <h2 id="security">Security vulnerabilities</h2>
      <p>
        Found a security problem? Please e-mail <SupportEmailLink subject="Security report" /> with &ldquo;Security&rdquo; in the subject, steps to
        reproduce it, and the impact you expect. Do not access other people&apos;s data or disrupt the service while testing, and give us a
        reasonable time to fix the issue before you talk about it publicly. We will keep you updated and gladly credit you.
      </p>

      <h2 id="press-and-partnerships">Press and partnerships</h2>
      <p>
        Journalists, educators, makerspaces, 3D-printing businesses and brands interested in sponsored placements are welcome to write to{' '}
        <SupportEmailLink subject="Press / partnership" />. Put &ldquo;Press&rdquo; or &ldquo;Partnership&rdquo; in the subject line and tell us
        a little about who you are and what you have in mind.
      </p>

      <h2 id="where-we-are">Where we are</h2>
      <p>
        Meshmandi is built and run from Bengaluru, Karnataka, India. We do not have a public office or a phone line, so e-mail is always the quickest
        way to reach us. If you need to serve a formal legal notice, write to us by e-mail first and we will tell you how to deliver it.
      </p>
    </StaticPage>
  );
}
