const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** As much of the payments configuration as says where the live book's money comes from. */
export interface LiveBookSource {
  /** Razorpay's API, or a loopback stand-in in tests. */
  apiUrl: string;
  /** The live key pair, when set. */
  live: object | undefined;
}

/**
 * Whether the live book holds real money: live keys that reach Razorpay itself. Live keys pointed at
 * a loopback address talk to the tests' stand-in, where no money exists. A fact about the ledger's
 * live book, so money's: payouts (which must not pretend to pay that book out) reads it without
 * reaching into payments, which fills the book (decision 063).
 */
export function takesRealMoney(config: LiveBookSource): boolean {
  return config.live !== undefined && !LOOPBACK_HOSTS.has(new URL(config.apiUrl).hostname);
}
