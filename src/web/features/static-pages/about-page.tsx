import { Link } from 'react-router';
import { StaticPage } from '../../components/ui/static-page';
import { SupportEmailLink } from './support-email-link';

export default function AboutPage() {
  return (
    <StaticPage title="About Meshmandi" summary="A community marketplace for 3D models, made in Bengaluru, India, with one mission: to make 3D assets accessible to everyone.">
      <h2 id="mission">Our mission</h2>
      <p>
        A <em>mandi</em> is a market: a busy, open place where anyone can walk in, look around and trade with the people who made what is on
        the table. Meshmandi is that market for 3D meshes. We want every student, hobbyist, 3D-printing enthusiast, game developer, architect
        and teacher to be able to find good 3D models, look at them properly before downloading, and use them without jumping through hoops.
      </p>
      <p>
        Downloading is free, and so is sharing your work. Creators choose the licence for every model they publish, and visitors who love a
        model can say thank you with a tip that goes straight to the person who made it.
      </p>

      <h2 id="made-in-bengaluru">Made in Bengaluru, India</h2>
      <p>
        Meshmandi is built and run from Bengaluru, Karnataka. We designed it around how people in India actually pay and work: tips and
        payouts are in rupees over UPI, amounts are written the Indian way (₹1,00,000, not ₹100,000), and we keep the site light so that it works
        well on a mid-range phone over mobile data. It is open to creators and visitors everywhere.
      </p>

      <h2 id="for-visitors">What you can do as a visitor</h2>
      <ul>
        <li>
          <strong>Browse and search</strong> the whole collection of community models by keyword, category and file
          format, and sort by newest, most downloaded, most viewed, most liked or best match.
        </li>
        <li>
          <strong>View models in 3D</strong> in your browser: turn, zoom and inspect a model before you spend time and filament on it.
        </li>
        <li>
          <strong>Like, bookmark and collect</strong> models, follow creators whose style you enjoy, and get notified when they publish.
        </li>
        <li>
          <strong>Comment and review</strong>: ask questions, share print settings, and rate what you downloaded so others can choose well.
        </li>
        <li>
          <strong>Download and share</strong> models under the licence their creator chose, and share links to them with friends.
        </li>
      </ul>
      <p>You can browse and download without an account. An account lets you like, bookmark, comment, review, follow and tip.</p>

      <h2 id="for-creators">What you can do as a creator</h2>
      <ul>
        <li>
          <strong>Upload your models</strong> in STL, OBJ, 3MF, GLB, glTF, FBX, PLY, DAE, 3DS or a ZIP archive, up to 250 MB each, with up to
          eight preview images.
        </li>
        <li>
          <strong>Choose your licence</strong>: CC BY 4.0 (our default), CC BY-SA 4.0, CC BY-NC 4.0, CC0, or your own custom terms. You keep the
          copyright in your work.
        </li>
        <li>
          <strong>Keep models private</strong> while you work on them, and publish when you are ready.
        </li>
        <li>
          <strong>Grow an audience</strong> with a public profile, followers, a storefront and creator tiers that reward consistent, popular work.
        </li>
        <li>
          <strong>Receive tips</strong> from people who value what you make, and withdraw your earnings to UPI or an Indian bank account.
        </li>
      </ul>
      <p>
        New here? The <Link to="/getting-started">getting started guide</Link> walks you through your first upload.
      </p>

      <h2 id="tips">How tips work</h2>
      <p>
        On any model page or creator profile, a signed-in visitor can send a tip of ₹10 to ₹1,00,000. The payment is made over UPI through
        Razorpay, a regulated Indian payment gateway; Meshmandi never sees your UPI PIN.
      </p>
      <ul>
        <li>
          <strong>85% goes to the creator.</strong> Meshmandi keeps a 15% platform fee, which pays for hosting large model files, the 3D viewer,
          moderation and payment processing. On a ₹100 tip, the creator receives ₹85.
        </li>
        <li>
          <strong>Higher tiers keep more.</strong> Creators who move up through the creator tiers keep a larger share of each tip, up to 95%.
        </li>
        <li>
          <strong>Withdrawing is simple.</strong> Once a creator has at least ₹100 available, they can withdraw to UPI or a bank account. A 2%
          processing fee applies (less on higher tiers): withdrawing ₹500 pays out ₹490.
        </li>
        <li>
          <strong>Tips are counted only when paid.</strong> A tip appears in a creator&apos;s earnings only after our server has checked
          Razorpay&apos;s signature on the payment, so no one can fake one.
        </li>
      </ul>
      <p>
        The full rules for tips and withdrawals are in our <Link to="/terms#tips">Terms of Service</Link>.
      </p>

      <h2 id="what-we-do-better">What we do differently</h2>
      <p>
        Older model-sharing sites often trusted the browser with decisions it should never make. We built Meshmandi so that our server checks
        every action before anything is saved.
      </p>
      <h3>Private means private</h3>
      <p>
        A private model&apos;s files and previews are served only to its owner. There is no public link that happens to work if someone
        guesses it.
      </p>
      <h3>Counts you can trust</h3>
      <p>
        Likes, downloads, views, shares and ratings are counted on our server, once per person where that is what the number means. A double
        click cannot count twice, and no one can edit the numbers on a model, theirs or anyone else&apos;s.
      </p>
      <h3>Your details stay yours</h3>
      <p>
        Other members never see your e-mail address, phone number, UPI ID or PAN. We strip hidden metadata, such as the GPS location a phone
        camera adds, from every image you upload. Administrator powers exist only on our server and cannot be granted from a browser.
      </p>
      <h3>A safer community</h3>
      <p>
        Anyone can report a model, comment or profile by writing to <SupportEmailLink subject="Report" />, and a real person on our moderation team reviews every report.
        Our <Link to="/community-guidelines">community guidelines</Link> explain what is welcome and what is not.
      </p>

      <h2 id="ads">How Meshmandi stays free</h2>
      <p>
        Meshmandi is funded by the platform fee on tips and by advertising. Ads and sponsored placements are labelled, and ads are personalised
        only if you allow marketing cookies. You can change that choice at any time with Manage Cookies at the foot of every page. Read our{' '}
        <Link to="/privacy">privacy policy</Link> for the details.
      </p>

      <h2 id="get-in-touch">Get in touch</h2>
      <p>
        We would love to hear from you, whether it is a bug, an idea or a partnership. Write to <SupportEmailLink subject="Hello Meshmandi" /> or
        see the <Link to="/contact">contact page</Link> for the best way to reach us about specific topics.
      </p>
    </StaticPage>
  );
}
