import { Link } from 'react-router';
import { StaticPage } from '../../components/ui/static-page';
import { LicencesSection } from './licences-section';
import { SupportEmailLink } from './support-email-link';

export default function CommunityGuidelinesPage() {
  return (
    <StaticPage
      title="Community Guidelines"
      summary="What belongs on Meshmandi, how we treat each other, and what our moderators do when someone crosses the line."
    >
      <p>
        A good mandi runs on trust: you know what you are getting, and you know the person across the table is being straight with you. These
        guidelines keep Meshmandi that kind of place. They apply to everything you post: models, previews, descriptions, profiles, comments,
        reviews and tip messages. They sit alongside our <Link to="/terms">Terms of Service</Link>, which take precedence if the two ever
        differ.
      </p>

      <h2 id="what-belongs">What belongs on Meshmandi</h2>
      <ul>
        <li>3D models you made yourself, scans of objects you own, and work you otherwise have the right to share.</li>
        <li>Remixes that the original&apos;s licence allows, with credit (see <a href="#remixing">Remixing</a>).</li>
        <li>
          Preview images that show the actual model: your own renders or photos of real prints. Do not use stock photos, or renders of a
          different, better-looking model.
        </li>
        <li>
          Honest titles, descriptions, categories, formats and tags. Up to 10 tags that really describe the model, not a list of popular
          keywords.
        </li>
        <li>Helpful details where you can: print settings, scale, supports, polygon count, textures, the software you used.</li>
      </ul>
      <p>
        Files that are not 3D models, empty or broken uploads, the same model posted again and again, and uploads that are really adverts do
        not belong here.
      </p>

      <h2 id="comments">Respectful comments</h2>
      <p>
        Comments are for questions, tips, photos of your prints and constructive feedback. Each comment is 1 to 1000 characters, so make them
        count.
      </p>
      <ul>
        <li>Critique the model, never the person. &ldquo;The walls are too thin to print at this scale&rdquo; helps; an insult does not.</li>
        <li>No slurs, name-calling, threats or pile-ons, and no repeated unwanted messages to the same person.</li>
        <li>Stay on topic. Do not use comments to advertise, beg for tips or post links to unrelated sites.</li>
        <li>
          Never post anyone&apos;s personal information, such as a phone number, address, UPI ID or workplace, even if you found it elsewhere.
        </li>
      </ul>
      <p>
        Creators can delete comments on their own models, and you can always delete your own. Moderators remove comments that break these
        guidelines.
      </p>

      <h2 id="reviews">Honest reviews</h2>
      <ul>
        <li>Review models you have actually downloaded, printed, rendered or used, and say what worked and what did not.</li>
        <li>Rate the model, not the creator&apos;s popularity, and not a disagreement you had in the comments.</li>
        <li>Do not review your own models, swap positive reviews, buy or sell reviews, or organise others to flood a model with bad ratings.</li>
        <li>If you know the creator personally or were given anything for your review, say so.</li>
      </ul>

      <h2 id="not-allowed">What is not allowed</h2>

      <h3 id="weapons">Weapons that are illegal in India</h3>
      <p>
        Game assets, film and cosplay props that cannot work as weapons, historical display models and toys are welcome in the Weapons and
        Military categories. What is not allowed is anything that helps someone make a working weapon that the Arms Act, 1959 or other Indian
        law forbids making or owning without a licence, including:
      </p>
      <ul>
        <li>printable firearms and firearm parts, such as frames, receivers, barrels, slides and bolts;</li>
        <li>ammunition, magazines for real firearms, suppressors and conversion kits;</li>
        <li>explosive devices, or parts and instructions for them.</li>
      </ul>

      <h3 id="hate">Hate</h3>
      <p>
        No content that attacks, demeans or calls for harm against people because of their religion, caste, race, ethnicity, region, language,
        gender, sexual orientation, disability or similar traits. That includes models, images and descriptions that use hateful symbols to
        promote hatred. Historical and educational models are fine when their context is clear.
      </p>

      <h3 id="sexual-content">Sexual content and the safety of children</h3>
      <p>
        Sexually explicit models and images are not allowed. Anatomical references, medical models and classical sculpture may include nudity
        when the purpose is clearly artistic, educational or scientific and the previews are not sexual.
      </p>
      <p>
        <strong>We have zero tolerance for any content that sexualises children</strong>, or anyone who appears to be under 18, including
        stylised or fictional characters. We remove it immediately, ban the account, and report it to the authorities as the Protection of
        Children from Sexual Offences (POCSO) Act, 2012 requires.
      </p>

      <h3 id="harassment">Harassment and privacy</h3>
      <ul>
        <li>No threats, bullying, stalking, or encouraging others to target someone, on Meshmandi or elsewhere.</li>
        <li>No 3D scans or likenesses of real people without their permission, and none that mock or sexualise them.</li>
        <li>No impersonating another member, creator, brand or Meshmandi staff.</li>
        <li>
          No models of identity documents, banknotes, official seals or emblems intended to deceive anyone.
        </li>
      </ul>

      <h3 id="spam">Spam and manipulation</h3>
      <ul>
        <li>No spam, scams, phishing links or misleading clickbait titles.</li>
        <li>
          No faking popularity with bots, scripts, extra accounts or like-for-like schemes. Likes, downloads, views and ratings are checked on
          our server, so it does not work anyway, and it will cost you your account.
        </li>
        <li>No tipping yourself from another account, and no referral schemes built on fake sign-ups.</li>
      </ul>

      <LicencesSection />

      <h2 id="moderation">What our moderators do</h2>
      <p>
        Our moderators review every report, look at the content and its context, and choose a response that fits what happened and whether it
        has happened before:
      </p>
      <ul>
        <li>
          <strong>No action</strong>, when the content follows these guidelines. Disagreeing with a model or review is not a reason to remove
          it.
        </li>
        <li>
          <strong>A warning</strong>, for a first, minor problem, such as a missing credit or an off-topic comment, often with a request to fix it.
        </li>
        <li>
          <strong>Removal</strong> of a model, image, comment or review that breaks the rules, or making a model private until it is fixed.
        </li>
        <li>
          <strong>Limits</strong> on features such as commenting, uploading, tipping or withdrawals, and withholding earnings that came from fraud.
        </li>
        <li>
          <strong>A temporary suspension or a permanent ban</strong> for serious or repeated breaches. Sexual content involving children,
          credible threats of violence and illegal weapons lead straight to a ban and, where the law requires, a report to the authorities.
        </li>
      </ul>
      <p>
        We tell you what action we took and why. If you think we got it wrong, write to <SupportEmailLink subject="Moderation appeal" /> within 30
        days, and we will look at it again, with a different moderator wherever we can.
      </p>

      <h2 id="how-to-report">How to report</h2>
      <p>
        If you see something that breaks these guidelines, write to <SupportEmailLink subject="Report" /> with a link to it and what is wrong. You do not need an
        account.
      </p>
      <ol>
        <li>Paste the link to the model, comment or profile.</li>
        <li>
          Choose the reason that fits best: inappropriate, copyright, spam, harassment, underage, misleading or other. For copyright, our{' '}
          <Link to="/terms#copyright">Terms of Service</Link> explain what a complete notice contains.
        </li>
        <li>Give your e-mail address so we can follow up, and describe the problem in a sentence or two (at least 10 characters).</li>
      </ol>
      <p>
        One report is enough: we review every one, and the number of reports does not decide the outcome. Please do not reply to or retaliate
        against someone who is breaking the rules; report them and let us handle it. Reports made in bad faith, to harass a creator, are
        themselves a breach of these guidelines.
      </p>
      <p>
        Questions about these guidelines are welcome at <SupportEmailLink subject="Community Guidelines" />, and the{' '}
        <Link to="/contact">contact page</Link> lists other ways to reach us.
      </p>
    </StaticPage>
  );
}
