/**
 * The stand-in's imitation of Razorpay's checkout.js for browser tests: `new Razorpay(options)`,
 * `.on('payment.failed', cb)` and `.open()`, drawing a small dialog with Pay and Fail buttons that
 * asks the stand-in to pay the order (as the payer's UPI app would) and then calls the page's
 * handler with the ids and signature, or its payment.failed callbacks with the error. The options
 * the page opened it with are sent along, so a test can check them.
 */
export function standInCheckoutScript(apiUrl: string): string {
  return `(() => {
  const api = ${JSON.stringify(apiUrl)};
  function plain(value) { return JSON.parse(JSON.stringify(value, (k, v) => (typeof v === 'function' ? '[function]' : v))); }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options;
    this.callbacks = {};
  }
  Razorpay.prototype.on = function (event, callback) { (this.callbacks[event] = this.callbacks[event] || []).push(callback); };
  Razorpay.prototype.open = function () {
    const self = this;
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Razorpay Checkout (stand-in)');
    box.style.cssText = 'position:fixed;inset:auto 1rem 1rem auto;z-index:2147483647;background:#fff;color:#111;padding:1rem;border:2px solid #333;font:16px sans-serif';
    const title = document.createElement('p');
    title.textContent = (self.options.description || '') + ' · ₹' + (self.options.amount / 100).toFixed(2);
    box.appendChild(title);
    const send = async (outcome) => {
      const answer = await fetch(api + '/v1/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome, options: plain(self.options) }) }).then((r) => r.json());
      box.remove();
      if (answer.error) (self.callbacks['payment.failed'] || []).forEach((cb) => cb({ error: answer.error }));
      else self.options.handler(answer);
    };
    for (const [label, outcome] of [['Pay', 'captured'], ['Fail', 'failed'], ['Fail without a reason', 'failed-silently']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => void send(outcome));
      box.appendChild(button);
    }
    document.body.appendChild(box);
  };
  window.Razorpay = Razorpay;
})();
`;
}
