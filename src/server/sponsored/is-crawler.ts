/**
 * Clients that announce themselves as automated: search and social crawlers, link previewers,
 * headless browsers, monitoring and command-line tools. Their views and clicks never spend a
 * creator's budget. The header is the client's own words, so it is believed only in the direction
 * that costs the creator nothing: naming itself automated can only keep a count from happening. A
 * client that lies the other way is what the once-a-day-per-viewer rule and the per-address ceiling
 * (on the address the configured proxies vouch for) are for.
 */
const AUTOMATED = /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|monitor|uptime|pingdom|curl\/|wget\/|python|httpclient|okhttp|go-http|node-fetch|undici|axios|^node\b|java\/|libwww|scrapy|phantomjs|puppeteer|playwright|selenium/i;

/** Whether a request's User-Agent names an automated client; none at all counts as one. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  return AUTOMATED.test(userAgent);
}
