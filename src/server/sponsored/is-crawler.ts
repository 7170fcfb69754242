/**
 * Clients that announce themselves as automated: search and social crawlers, link previewers,
 * headless browsers, monitoring and command-line tools. Their views and clicks never spend a
 * creator's budget. A client that lies about itself is what the once-a-day-per-viewer rule and the
 * per-address ceiling are for.
 */
const AUTOMATED = /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|monitor|uptime|pingdom|curl\/|wget\/|python|httpclient|okhttp|go-http|node-fetch|undici|axios|^node\b|java\/|libwww|scrapy|phantomjs|puppeteer|playwright|selenium/i;

/** Whether a request's User-Agent names an automated client; none at all counts as one. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  return AUTOMATED.test(userAgent);
}
