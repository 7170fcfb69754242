import { Link } from 'react-router';
import { SupportEmailLink } from './support-email-link';

/** Terms of service, sections 12–19: copyright, termination, disclaimers, liability, law and changes. */
export function TermsLegalSections() {
  return (
    <>
      <h2 id="copyright">12. Copyright complaints</h2>
      <p>
        If you believe a model, image or other content on Meshmandi infringes your copyright or another right, write to{' '}
        <SupportEmailLink subject="Copyright notice" />. Your notice should include:
      </p>
      <ul>
        <li>your name and an e-mail address where we can reach you;</li>
        <li>a description of the work you own, and evidence that you own it or are authorised to act for the owner;</li>
        <li>a link to each item on Meshmandi that you say infringes it;</li>
        <li>a statement that the use is not authorised by you, your agent or the law;</li>
        <li>a statement that the information in your notice is accurate, with your full name as your signature.</li>
      </ul>
      <p>
        We handle notices under Section 52(1)(c) of the Copyright Act, 1957 and Rule 75 of the Copyright Rules, 2013, and we also accept
        notices in the form of the United States Digital Millennium Copyright Act (DMCA). When a notice is complete, we disable access to the
        content and tell the person who uploaded it, who may reply with their side. If the complainant does not produce an order from a
        competent court within 21 days, we may restore the content. We close the accounts of repeat infringers. Sending a notice you know to
        be false can make you legally liable.
      </p>

      <h2 id="termination">13. Suspension and termination</h2>
      <p>
        If you break these terms or our Community Guidelines, or if the law requires it, we may remove your content, limit features such as
        commenting, tipping or withdrawals, or suspend or close your account. Our moderators usually begin with a warning, but serious or
        repeated breaches can lead straight to a ban. We will tell you what we did and why, unless the law forbids it or telling you would put
        someone at risk. You may appeal by writing to <SupportEmailLink subject="Moderation appeal" /> within 30 days.
      </p>
      <p>You may stop using Meshmandi and delete your account at any time from Account Settings. When an account is closed:</p>
      <ul>
        <li>its public models, comments and reviews are removed, but copies that visitors already downloaded stay usable under their licence;</li>
        <li>financial records are kept for as long as the law requires, as our Privacy Policy explains;</li>
        <li>
          you should withdraw your available balance first. If we close your account for any reason other than fraud or a serious breach of
          these terms, we will pay out any available balance of ₹100 or more once the checks in section 9 are complete.
        </li>
      </ul>
      <p>Sections that by their nature should continue after an account closes, including the licences already granted and sections 14 to 17, continue to apply.</p>

      <h2 id="disclaimers">14. Disclaimers</h2>
      <p>
        Meshmandi is an intermediary under Section 79 of the Information Technology Act, 2000: members upload content themselves, and we do
        not check each upload before it appears. We act on complaints and on lawful orders as the Act and the IT Rules, 2021 require.
      </p>
      <p>
        We work hard to keep Meshmandi fast, safe and available, but we provide it &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We do
        not promise that it will always be uninterrupted or error-free, that any model is accurate, printable or fit for a purpose, or that
        content posted by members is lawful or reliable. Nothing in these terms takes away rights you have under the Consumer Protection Act,
        2019 or any other law that cannot be excluded by agreement.
      </p>

      <h2 id="liability">15. Limitation of liability</h2>
      <p>As far as the law allows:</p>
      <ul>
        <li>
          Meshmandi is not liable for indirect or consequential loss, loss of profit, revenue or goodwill, or loss arising from content posted by
          other members or from your use of a downloaded model, including printed objects;
        </li>
        <li>
          our total liability to you for all claims relating to Meshmandi is limited to the greater of ₹5,000 and the platform fees Meshmandi
          earned from tips you sent or received in the 12 months before the claim arose.
        </li>
      </ul>
      <p>These limits do not apply to liability for fraud, or to any liability that Indian law does not allow us to limit.</p>

      <h2 id="indemnity">16. Indemnity</h2>
      <p>
        If someone brings a claim against Meshmandi because of content you posted, because you broke these terms, or because you infringed
        someone else&apos;s rights, you agree to cover the reasonable losses and legal costs that result. We will tell you promptly about any such
        claim and let you take part in responding to it.
      </p>

      <h2 id="governing-law">17. Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of India. If you have a problem, please write to us first: most issues are resolved quickly by our
        support team or our Grievance Officer. Any dispute that we cannot resolve together is subject to the exclusive jurisdiction of the
        courts at Bengaluru, Karnataka. If you are a consumer, this does not stop you from bringing a complaint before a consumer commission
        where the Consumer Protection Act, 2019 allows.
      </p>

      <h2 id="changes">18. Changes to these terms</h2>
      <p>
        We may update these terms as Meshmandi grows or the law changes. We will update the date at the top of this page, and for significant
        changes we will tell you by e-mail or with a notice on Meshmandi at least 14 days before they take effect (30 days for changes to fees).
        If you keep using Meshmandi after a change takes effect, the new terms apply; if you do not agree, you can delete your account before
        then.
      </p>

      <h2 id="contact">19. Contact</h2>
      <p>
        Questions about these terms: <SupportEmailLink subject="Terms of Service" />. For other topics, see our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </>
  );
}
