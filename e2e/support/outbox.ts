import { e2eDb, expect } from "./fixtures";

/**
 * Waits until every email queued for these addresses has been handed to the SMTP sink (none is
 * left unsent in the outbox; the sink has written a message to disk before it accepts it). The
 * app queues an email in the request that causes it, so once that request has answered, a check
 * of the mailbox after this wait sees every email it will ever get from it: no fixed sleep needed
 * to prove that a second email, or any email, did not come.
 */
export async function allMailDelivered(...addresses: string[]): Promise<void> {
  const unsent = () =>
    e2eDb().emailOutbox.count({
      where: {
        sentAt: null,
        OR: addresses.map((address) => ({ recipient: { contains: address, mode: "insensitive" as const } })),
      },
    });
  await expect.poll(unsent, { message: `emails to ${addresses.join(", ")} still unsent` }).toBe(0);
}
