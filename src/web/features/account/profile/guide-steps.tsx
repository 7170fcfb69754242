import { Download, HeartHandshake, MailCheck, ShieldCheck, Upload, UserRoundPen } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { AVATAR_MAX_BYTES, OTP_LENGTH, OTP_TTL_MINUTES } from '../../../../shared/constants/account-rules';

export interface GuideStep {
  id: string;
  title: string;
  icon: ComponentType<{ className?: string }>;
  intro: ReactNode;
  points: ReactNode[];
}

const link = 'font-medium text-brand underline underline-offset-2 hover:no-underline';

export const GUIDE_STEPS: GuideStep[] = [
  {
    id: 'account',
    title: 'Create an account and verify your e-mail',
    icon: MailCheck,
    intro: 'Browsing is open to everyone. An account lets you upload, like, bookmark, comment, follow creators and send tips.',
    points: [
      <>
        <Link to="/signup" className={link}>
          Sign up
        </Link>{' '}
        with your e-mail address and a password of at least 8 characters, or continue with Google where it is offered.
      </>,
      `We e-mail you a ${OTP_LENGTH}-digit code. Enter it on the verification screen within ${OTP_TTL_MINUTES} minutes; you can ask for a new code after a minute.`,
      'Lost the e-mail? Your dashboard shows a button that sends a fresh code for as long as your address is unverified.',
      'Accounts made with Google are verified straight away, because Google has already checked the address.',
    ],
  },
  {
    id: 'profile',
    title: 'Set up your profile',
    icon: UserRoundPen,
    intro: 'Your public profile is how makers and buyers recognise you. It takes a minute in Account settings.',
    points: [
      'Choose a display name and a username: 3 to 30 letters, digits, dots or underscores, shown as @username.',
      'Write a short bio (up to 500 characters) about what you design, print or render.',
      `Add an avatar: a JPG, PNG, WebP or GIF up to ${AVATAR_MAX_BYTES / 1024 / 1024} MB. We crop it to a square and strip the photo's location data.`,
      'Your e-mail address and phone number are never shown on your profile.',
      <>
        Open{' '}
        <Link to="/profile/edit" className={link}>
          Account settings
        </Link>{' '}
        any time to change these, your password, or to sign out of other devices.
      </>,
    ],
  },
  {
    id: 'find',
    title: 'Find and download models',
    icon: Download,
    intro: 'Every public model on Meshmandi is free to download under the licence its creator chose.',
    points: [
      'Type what you need into the search box at the top of every page: a model name, a creator, a tag or a category.',
      'Each model page shows its preview images and an interactive 3D view you can rotate and zoom before you download.',
      'Check the licence on the model page before you print, remix or sell: it says whether you must credit the creator and whether commercial use is allowed.',
      'Like and bookmark models to find them again, follow creators you enjoy, and leave a comment or review to help others.',
    ],
  },
  {
    id: 'upload',
    title: 'Upload your models',
    icon: Upload,
    intro: (
      <>
        Once you are signed in,{' '}
        <Link to="/upload" className={link}>
          Upload
        </Link>{' '}
        takes your files, pictures and details, and your model is live when you publish. Here is what to have ready.
      </>
    ),
    points: [
      'Model files in STL, OBJ, 3MF, PLY or glTF/GLB (FBX, 3DS, DAE and ZIP are kept for download too). Large files are fine: uploads resume where they left off if your connection drops.',
      'Preview images (JPG, PNG, GIF or WebP). The first one becomes the thumbnail, so pick a clear, well-lit render or photo of the print.',
      'A title, a category and a description with print settings (layer height, supports, infill) that worked for you.',
      <>
        A licence. CC-BY-4.0 is the default: anyone may use and adapt the model, with credit to you. You can pick CC BY-SA, CC BY-NC (non-commercial) or
        CC0 instead; the{' '}
        <Link to="/community-guidelines#credit-and-licences" className={link}>
          licence guide
        </Link>{' '}
        explains each.
      </>,
      'After upload we check each file (its size, triangle count and whether the mesh is watertight) so downloaders know what they are getting.',
    ],
  },
  {
    id: 'tips',
    title: 'Tips in rupees over UPI',
    icon: HeartHandshake,
    intro: 'Visitors can thank creators with a tip, paid in Indian rupees through UPI.',
    points: [
      'Tips run from ₹10 to ₹1,00,000, with an optional message of up to 200 characters.',
      'Creators receive 85% of every tip; 15% keeps Meshmandi running.',
      'You need to be signed in to send a tip. A tip goes to the creator you choose, with your message if you add one.',
    ],
  },
  {
    id: 'community',
    title: 'Be a good neighbour',
    icon: ShieldCheck,
    intro: 'Meshmandi works because people share in good faith.',
    points: [
      'Upload only work that is yours or that its licence lets you share, and credit the original when you remix.',
      'Be kind and constructive in comments and reviews: critique the model, never the person.',
      <>
        Read the full{' '}
        <Link to="/community-guidelines" className={link}>
          Community guidelines
        </Link>
        . Questions? Write to us through the{' '}
        <Link to="/contact" className={link}>
          contact page
        </Link>
        .
      </>,
    ],
  },
];
