import { SupportEmailLink } from './support-email-link';

/** Terms of service, sections 7–11: tips, the platform fee, withdrawals, taxes, referrals and ads. */
export function TermsMoneySections() {
  return (
    <>
      <h2 id="tips">7. Tips</h2>
      <ul>
        <li>
          <strong>Tips are voluntary gifts.</strong> A tip is a way to thank a creator. It does not buy the model, exclusive rights, support,
          custom work or anything else, and the creator owes you nothing in return.
        </li>
        <li>
          <strong>Limits.</strong> You must be signed in to tip. Each tip is between ₹10 and ₹1,00,000, in Indian rupees, and may carry a message of
          up to 200 characters that follows our Community Guidelines.
        </li>
        <li>
          <strong>Payment.</strong> Tips are paid over UPI through Razorpay, our payment provider, and Razorpay&apos;s own terms apply to the
          payment. A tip is complete only when Razorpay confirms the payment and our server has verified it.
        </li>
        <li>
          <strong>Money debited but no tip shown?</strong> Your bank or Razorpay normally reverses an unconfirmed payment automatically. If it has
          not come back within 7 working days, write to <SupportEmailLink subject="Tip payment problem" /> with the Razorpay payment ID and we
          will sort it out.
        </li>
        <li>
          <strong>Refunds.</strong> Tips are non-refundable, except where the law requires a refund, or where a payment was unauthorised, was
          charged twice, or went wrong because of a fault on our side. Tell us within 30 days. If a tip is refunded or reversed by your bank, the
          creator&apos;s share is deducted from their balance. Your rights under UPI dispute procedures and the Consumer Protection Act, 2019
          are not affected.
        </li>
        <li>
          <strong>Test tips.</strong> A tip sent in test mode moves no money. It is labelled as a test and never becomes withdrawable.
        </li>
      </ul>

      <h2 id="platform-fee">8. Platform fee and creator tiers</h2>
      <p>
        Meshmandi keeps a <strong>platform fee of 15%</strong> of every tip, and the creator receives <strong>85%</strong>. On a ₹200 tip, the
        creator receives ₹170 and Meshmandi keeps ₹30. Razorpay&apos;s payment charges come out of our fee, never out of the creator&apos;s
        share. Amounts are worked out to the paisa.
      </p>
      <p>
        Creators who reach higher creator tiers keep more of each tip (up to 95%) and pay a lower withdrawal fee. The current tiers, what they
        require and what they give are shown on the Creator Tier page. The share that applies is the one in
        force when the tip is made.
      </p>
      <p>We may change the fee or the tiers with at least 30 days&apos; notice. A change never applies to tips already made.</p>

      <h2 id="withdrawals">9. Earnings and withdrawals</h2>
      <ul>
        <li>
          <strong>Your balance.</strong> Your available balance is what you have earned from confirmed tips and rewards, less what you have
          withdrawn and what is waiting to be paid out. It is shown on your Tips &amp; Earnings page.
        </li>
        <li>
          <strong>Amounts.</strong> Each withdrawal must be at least <strong>₹100</strong> and at most ₹2,00,000. A{' '}
          <strong>processing fee of 2%</strong> (lower on higher creator tiers) is deducted from the amount, and you see the net amount before
          you confirm. Withdrawing ₹1,000 pays out ₹980.
        </li>
        <li>
          <strong>Where it goes.</strong> We pay out in Indian rupees only, to a UPI ID or an Indian bank account (account number and IFSC) held
          in your own name.
        </li>
        <li>
          <strong>KYC-lite checks.</strong> Before your first withdrawal you must give your legal name, as it appears on your PAN, and your PAN;
          verify your payout account, which may involve a name check or a ₹1 test payout; and set a withdrawal PIN of 4 to 6 digits. You must
          also meet any eligibility conditions shown on your Tips &amp; Earnings page.
        </li>
        <li>
          <strong>Timing.</strong> You can choose instant payouts (usually within 2 to 4 hours), weekly payouts (on Mondays) or monthly payouts
          (on the 1st). Banks and UPI can occasionally take longer, which is outside our control.
        </li>
        <li>
          <strong>Failed payouts.</strong> If a payout fails, for example because an account was closed, the amount returns to your balance and
          we tell you why.
        </li>
        <li>
          <strong>Holds and reversals.</strong> We may hold a withdrawal while we review suspected fraud, a reversed payment or details that do
          not match. Earnings obtained by breaking these terms, such as tipping yourself from another account, may be withheld or reversed.
        </li>
      </ul>

      <h2 id="taxes">10. Taxes</h2>
      <p>
        Tips you receive may be taxable income. You are responsible for declaring them and paying any tax due. Where Indian law requires us
        to deduct tax at source, collect tax or report payments, we will do so using the PAN you gave us, and provide the certificate or
        statement the law requires.
      </p>

      <h2 id="referrals-and-ads">11. Referrals, ads and sponsored placements</h2>
      <p>
        Referral rewards are paid as described on the referral programme page at the time your friend signs up,
        and only when the conditions there are met. Referring yourself, or creating fake or duplicate accounts, cancels the rewards involved.
      </p>
      <p>
        Meshmandi shows advertising and sponsored placements to stay free. Sponsored placements are labelled as such and must follow these
        terms and our Community Guidelines. Links to other websites, including in ads, are provided for convenience; we are not responsible
        for those sites.
      </p>
    </>
  );
}
