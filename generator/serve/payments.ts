// Payments in Stars as the service runs them: sendInvoice makes a message with its invoice (kept with its payload);
// the simulated user pays it (`pay`: a pre_checkout_query); answerPreCheckoutQuery with ok completes the payment (a
// message from the user with successful_payment, its charge kept) or, with an error, ends it; refundStarPayment
// refunds a kept charge once. Descriptions as the service words them.
import { CallFault, type CallContext } from "./messages.ts";
import type { Json, Store } from "./store.ts";

const QUERY_GONE = "Bad Request: query is too old and response timeout expired or query ID is invalid";

/** The Invoice a sendInvoice call describes, and its payload kept for the message the call makes. */
export function invoiceOf(c: CallContext): Json {
  const prices = Array.isArray(c.params.prices) ? (c.params.prices as { amount?: unknown }[]) : [];
  const total = prices.reduce((n, p) => n + (typeof p.amount === "number" ? p.amount : 0), 0);
  return {
    title: String(c.params.title ?? ""),
    description: String(c.params.description ?? ""),
    start_parameter: String(c.params.start_parameter ?? ""),
    currency: String(c.params.currency ?? "XTR"),
    total_amount: total,
  };
}

/** Keeps a sent invoice message's payload, so that a payment of it can be made. */
export function keepInvoice(store: Store, message: Json, payload: unknown): void {
  const inv = message.invoice as Json;
  store.payments.invoices.set(`${(message.chat as Json).id}:${message.message_id}`, {
    payload: String(payload ?? ""),
    currency: String(inv.currency),
    total: Number(inv.total_amount),
    title: String(inv.title),
  });
}

/** answerPreCheckoutQuery: ok completes the payment with a successful_payment message; an error ends the checkout. */
export function answerPreCheckout(c: CallContext): unknown {
  const id = String(c.params.pre_checkout_query_id);
  const checkout = c.store.payments.checkouts.get(id);
  if (!checkout) throw new CallFault(QUERY_GONE);
  if (c.params.ok !== true && typeof c.params.error_message !== "string")
    throw new CallFault("Bad Request: error_message must be non-empty when ok is false");
  c.store.payments.checkouts.delete(id);
  if (c.params.ok !== true) return true;
  const charge = `fake-charge-${id}`;
  c.store.payments.charges.set(charge, { user: checkout.from.id as number, refunded: false });
  const message = c.store.add({
    message_id: c.store.nextMessageId(checkout.chat.id as number),
    from: checkout.from,
    date: c.now,
    chat: checkout.chat,
    successful_payment: {
      currency: checkout.currency,
      total_amount: checkout.total,
      invoice_payload: checkout.payload,
      telegram_payment_charge_id: charge,
      provider_payment_charge_id: "",
    },
  });
  c.push({ message });
  return true;
}

/** refundStarPayment: a charge of that user, refunded once. */
export function refund(c: CallContext): unknown {
  const charge = c.store.payments.charges.get(String(c.params.telegram_payment_charge_id));
  if (!charge || charge.user !== Number(c.params.user_id)) throw new CallFault("Bad Request: CHARGE_NOT_FOUND");
  if (charge.refunded) throw new CallFault("Bad Request: CHARGE_ALREADY_REFUNDED");
  charge.refunded = true;
  return true;
}
