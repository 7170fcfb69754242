/**
 * The ad network (Google AdSense) and house ads (issue 31 items 3–4, decision 084): what fills a
 * placement no sponsored card fills. The network's script loads only after the visitor allowed
 * marketing cookies; its hosts join the CSP only while an admin has it switched on.
 */

/** AdSense names a publisher `ca-pub-` and 16 digits. */
export const PUBLISHER_ID_PATTERN = /^ca-pub-\d{16}$/;
/** An AdSense ad unit (its `data-ad-slot`) is a number of 10 digits. */
export const AD_SLOT_ID_PATTERN = /^\d{10}$/;

/** The one script a page loads for the network, with the publisher as its `client`. */
export const AD_NETWORK_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
export const adNetworkScriptUrl = (publisherId: string) => `${AD_NETWORK_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(publisherId)}`;

/**
 * Where the network's script loads more script, frames its ads, talks and draws pictures (Google's
 * CSP guidance for AdSense). Allowed on the app's pages only while the network is on.
 */
export const AD_NETWORK_HOSTS = {
  script: [AD_NETWORK_SCRIPT_ORIGIN, 'https://partner.googleadservices.com', 'https://tpc.googlesyndication.com', 'https://www.googletagservices.com', 'https://adservice.google.com', 'https://ep2.adtrafficquality.google'],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com', 'https://ep2.adtrafficquality.google'],
  connect: [AD_NETWORK_SCRIPT_ORIGIN, 'https://ep1.adtrafficquality.google', 'https://googleads.g.doubleclick.net'],
  img: [AD_NETWORK_SCRIPT_ORIGIN, 'https://tpc.googlesyndication.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://ep1.adtrafficquality.google'],
} as const;

/** House ads: admin-made cards leading to a page of this site. */
export const HOUSE_AD_TITLE_MAX = 60;
export const HOUSE_AD_BODY_MAX = 140;
export const HOUSE_AD_LINK_MAX = 300;
/** Few enough to list on one admin page, and to draw among with a plain random order. */
export const HOUSE_ADS_MAX = 50;
