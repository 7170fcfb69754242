import type { SharePlatform } from '../../shared/constants/model-rules';

export interface ShareTarget {
  /** The shared page's canonical address, absolute. */
  url: string;
  title: string;
  /** An absolute image address, for the platforms that pin a picture (Pinterest). */
  image: string | null;
}

const q = encodeURIComponent;

/** Each platform's own "share this" address; `copy` has none, it goes to the clipboard. */
export function shareUrl(platform: Exclude<SharePlatform, 'copy'>, { url, title, image }: ShareTarget): string {
  switch (platform) {
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${title} ${url}`)}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${q(title)}&url=${q(url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(url)}&description=${q(title)}${image ? `&media=${q(image)}` : ''}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${q(url)}&title=${q(title)}`;
    case 'email':
      return `mailto:?subject=${q(title)}&body=${q(`${title}\n${url}`)}`;
  }
}
