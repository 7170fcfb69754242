import { AppError } from '../../shared/app-error';
import type { LedgerBook } from '../db/schema';
import type { PaymentGateway, PaymentGateways } from './payment-gateway';

/** The gateway for a book, or the error that says that kind of payment is not set up here. */
export function gatewayFor(gateways: PaymentGateways, book: LedgerBook): PaymentGateway {
  const gateway = book === 'test' ? gateways.test : gateways.live;
  if (gateway) return gateway;
  // Test mode always has a gateway (the built-in checkout at least); live needs keys.
  throw new AppError('unavailable', 'Live payments are not set up on this site yet. Try Test Mode.');
}
