/**
 * The HTTP SMS gateway (issue 22; docs/decisions/043-sms-outbox.md): Netgsm's REST v2 JSON API.
 *
 * SMS_URL carries everything the gateway needs in one value, so it is configured like SMTP_URL:
 * `https://USERCODE:PASSWORD@api.netgsm.com.tr/sms/rest/v2/send?msgheader=FIRMA`. The user code and
 * password go out as HTTP Basic authentication, `msgheader` (the approved sender title) in the body;
 * the request is `POST` of
 * `{"msgheader":"FIRMA","encoding":"TR","messages":[{"msg":"…","no":"905321234567"}]}` and Netgsm
 * answers `{"code":"00","jobid":"…","description":"queued"}`; any other code (20 text, 30 credentials
 * or IP, 40 sender title, 50/51 İYS, 70 parameters, 80 limit, 85 duplicate) is a failure the outbox retries.
 */

/** What the SMS worker needs of a gateway (tests pass fakes). */
export interface SmsTransport {
  /**
   * Hands one SMS to the gateway.
   * @param sms.to E.164 number
   * @returns the gateway's id of the accepted message, if it gives one
   * @throws Error when the gateway did not accept it (network, HTTP status or its own error code)
   */
  send(sms: { to: string; body: string }): Promise<{ ref?: string }>;
}

/** Milliseconds one gateway call may take: far within the claim lease (outbox.ts). */
export const SMS_HTTP_TIMEOUT_MS = 30_000;

/** Netgsm's answer to a send. */
interface NetgsmAnswer {
  code?: string;
  jobid?: string;
  description?: string;
}

/**
 * A transport that posts to the gateway at `smsUrl` in Netgsm's request shape.
 * @param smsUrl SMS_URL (see the module comment); checked when the env is loaded (env.ts)
 */
export function createHttpSmsTransport(smsUrl: string): SmsTransport {
  const url = new URL(smsUrl);
  const header = url.searchParams.get('msgheader') ?? '';
  url.searchParams.delete('msgheader');
  const auth =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : undefined;
  url.username = '';
  url.password = '';
  const endpoint = url.toString();
  return {
    async send({ to, body }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(auth ? { authorization: auth } : {}),
        },
        // Netgsm wants the number without '+': country code and subscriber number.
        body: JSON.stringify({
          msgheader: header,
          encoding: 'TR',
          messages: [{ msg: body, no: to.replace(/^\+/, '') }],
        }),
        signal: AbortSignal.timeout(SMS_HTTP_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      let answer: NetgsmAnswer;
      try {
        answer = JSON.parse(text) as NetgsmAnswer;
      } catch {
        throw new Error(`SMS gateway answered no JSON: ${text.slice(0, 200)}`);
      }
      if (answer.code !== '00') {
        throw new Error(
          `SMS gateway refused the message: code ${answer.code ?? '?'} ${answer.description ?? ''}`.trim(),
        );
      }
      return answer.jobid ? { ref: String(answer.jobid) } : {};
    },
  };
}
