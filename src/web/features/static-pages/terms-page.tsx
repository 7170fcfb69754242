import { Link } from 'react-router';
import { StaticPage } from '../../components/ui/static-page';
import { TermsLegalSections } from './terms-legal-sections';
import { TermsMoneySections } from './terms-money-sections';

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      summary="The agreement between you and Meshmandi: how accounts, uploads, licences, tips and withdrawals work, and what each of us can expect from the other."
      updated="2026-11-22"
    >
      <h2 id="agreement">1. About these terms</h2>
      <p>
        These terms are an agreement between you and Meshmandi, a community marketplace for 3D models based in Bengaluru, Karnataka, India
        (&ldquo;Meshmandi&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). By using the Meshmandi website, or by creating an account, you agree to
        them. Our <Link to="/privacy">Privacy Policy</Link> and <Link to="/community-guidelines">Community Guidelines</Link> form part of these
        terms. If you do not agree, please do not use Meshmandi.
      </p>
      <p>
        These terms are published as an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not
        need a physical or digital signature.
      </p>

      <h2 id="eligibility">2. Who can use Meshmandi</h2>
      <ul>
        <li>Anyone may browse and download public models without an account.</li>
        <li>
          To create an account you must be at least 18 years old, or have the verifiable consent of a parent or lawful guardian, who accepts
          these terms on your behalf, as described in our <Link to="/privacy#children">Privacy Policy</Link>.
        </li>
        <li>Receiving tips and withdrawing earnings is open only to account holders aged 18 or over who complete the checks in section 9.</li>
        <li>You may not use Meshmandi if we have banned you before, or if the law that applies to you forbids it.</li>
      </ul>

      <h2 id="accounts">3. Your account</h2>
      <ul>
        <li>
          You can sign up with an e-mail address and password, confirmed by a one-time code sent to your e-mail, or with Google sign-in. Give
          us accurate information and keep your e-mail address up to date, because that is how we reach you about your account and payments.
        </li>
        <li>
          One person, one account. Do not share your account, sell it, or create accounts to get around a ban, to fake activity, or to tip
          yourself.
        </li>
        <li>
          Keep your password, one-time codes and withdrawal PIN secret. You are responsible for what happens in your account unless it was
          caused by a failure on our side. Tell us at once if you think someone else has used it.
        </li>
        <li>
          Your username must not impersonate another person, brand or organisation. We may change or reclaim a username that does, or one that
          is offensive.
        </li>
        <li>You can delete your account at any time from Account Settings. Section 13 explains what happens to your content and balance.</li>
      </ul>

      <h2 id="your-content">4. Your content and licences</h2>
      <h3>You keep your copyright</h3>
      <p>
        Models, images, descriptions, comments and reviews you post (&ldquo;your content&rdquo;) remain yours. Meshmandi claims no ownership of
        them.
      </p>
      <h3>The licence you give Meshmandi</h3>
      <p>
        So that we can run the service, you give Meshmandi a worldwide, non-exclusive, royalty-free licence to store, copy, and process your
        content; to create previews, thumbnails, resized images and converted versions for the 3D viewer; to display it; to make public models
        available for download under the licence you chose; and to show your public models and their images when promoting Meshmandi, for
        example on the home page, in featured collections and in shared links. This licence covers private models only as far as needed to
        store them and show them to you.
      </p>
      <p>
        The licence ends when you delete the content or your account, except for copies kept for the periods set out in our Privacy Policy,
        and for copies that visitors downloaded before then under the licence you chose.
      </p>
      <h3>The licence you give visitors</h3>
      <p>
        Every public model carries a licence that you choose when you upload it: CC BY 4.0 (the default), CC BY-SA 4.0, CC BY-NC 4.0, CC0, or
        custom terms that you write in the model&apos;s description. Visitors may use your model under that licence. Creative Commons licences
        cannot be revoked: if you later change the licence or delete the model, people who already downloaded it keep the rights it gave them.
        Choose carefully.
      </p>
      <h3>Your promises</h3>
      <p>
        You confirm that you own, or have permission to share, everything you upload, including any textures, scans or parts of other models;
        that you have the right to grant the licence you choose; and that your content follows these terms and our Community Guidelines. If you
        remix someone else&apos;s model, its licence must allow that, and you must credit the original.
      </p>

      <h2 id="using-models">5. Using models you download</h2>
      <p>
        Meshmandi does not license models to you; the creator does. Before you use a model, read its licence, especially for commercial use
        and for licences that require credit or sharing alike. When a licence asks for credit, name the creator and link to the model&apos;s
        page on Meshmandi.
      </p>
      <p>
        Models are made by members of the community, not by Meshmandi. We do not check that they are accurate, printable, safe or suitable for
        any purpose. Printed parts in particular should not be relied on where failure could injure someone or damage property.
      </p>

      <h2 id="prohibited">6. What you must not do</h2>
      <p>
        As an intermediary under the Information Technology Act, 2000, Meshmandi must tell you what may not be hosted here. You must not
        upload, post, share or link to anything that:
      </p>
      <ul>
        <li>belongs to someone else and you have no right to share, or infringes any copyright, trade mark, design, patent or other right;</li>
        <li>
          is obscene or pornographic, is sexual content involving a child (which we report to the authorities), invades anyone&apos;s privacy,
          including bodily privacy, or is harmful to children;
        </li>
        <li>harasses, insults or threatens anyone on the basis of gender, religion, caste, ethnicity, disability or any other trait, or encourages violence;</li>
        <li>
          is a design for a functional firearm, a firearm part, ammunition, a suppressor, an explosive device, or any other weapon that is illegal
          to make or own in India;
        </li>
        <li>impersonates another person or misleads people about who made it or where it comes from, or knowingly spreads false information;</li>
        <li>contains malware or any code designed to damage, take over or spy on a device or system;</li>
        <li>threatens the unity, integrity, defence, security or sovereignty of India, friendly relations with other countries, or public order;</li>
        <li>breaks any law in force in India.</li>
      </ul>
      <p>You must also not:</p>
      <ul>
        <li>inflate likes, views, downloads, ratings or followers with scripts, bots, fake accounts or paid schemes;</li>
        <li>send spam, or use comments, reviews or tip messages to advertise;</li>
        <li>
          scrape Meshmandi in bulk, overload our servers, get around rate limits and bans, or probe for security holes without following our{' '}
          <Link to="/contact#security">responsible disclosure guidance</Link>;
        </li>
        <li>use Meshmandi to move money that is not a genuine tip, such as laundering funds or tipping yourself.</li>
      </ul>
      <p>
        The <Link to="/community-guidelines">Community Guidelines</Link> explain these rules with examples.
      </p>

      <TermsMoneySections />
      <TermsLegalSections />
    </StaticPage>
  );
}
