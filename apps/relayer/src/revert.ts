import { RELAY_INTERFACE } from './kinds';
import { refusal, type RelayError } from './errors';

/** Panic codes of Solidity (0x11 overflow, …) by their meaning. */
const PANICS: Record<string, string> = {
  '1': 'assertion failed',
  '17': 'arithmetic overflow',
  '18': 'division by zero',
  '50': 'array index out of bounds',
};

export interface DecodedRevert {
  /** The custom error's name (GMVesting_NothingToClaim), Error(string) or Panic. */
  name: string;
  /** One line for a person: name and arguments. */
  text: string;
}

export function decodeRevert(data: string): DecodedRevert {
  if (data === '0x' || data.length < 10)
    return {
      name: 'Unknown',
      text: 'the contract reverted without a reason (is the function deployed on this contract?)',
    };
  try {
    const parsed = RELAY_INTERFACE.parseError(data);
    if (parsed) {
      if (parsed.name === 'Error') return { name: 'Error', text: String(parsed.args[0]) };
      if (parsed.name === 'Panic')
        return { name: 'Panic', text: `panic: ${PANICS[String(parsed.args[0])] ?? String(parsed.args[0])}` };
      const args = parsed.fragment.inputs.map((input, i) => `${input.name || i}=${String(parsed.args[i])}`);
      return { name: parsed.name, text: `${parsed.name}(${args.join(', ')})` };
    }
  } catch {
    // Fall through: an error this build's ABIs do not know.
  }
  return { name: 'Unknown', text: `the contract reverted with unknown error ${data.slice(0, 10)}` };
}

/**
 * The 4xx a would-revert request gets. The contracts name their errors `<Contract>_<Condition>`;
 * the condition picks the code a caller can act on (expired: sign again; replayed: it already
 * happened; not due: wait for the release), the message names the error.
 */
export function revertRefusal(data: string): RelayError {
  const { name, text } = decodeRevert(data);
  const condition = name.replace(/^[A-Za-z0-9]+_/, '');
  const message = (what: string): string =>
    `${what} (the contract would revert: ${text}). Nothing was sent and no gas was spent.`;
  if (/Expired|Deadline/i.test(condition))
    return refusal(400, 'expired', 'EXPIRED', message('The signed claim has expired'), { reason: name });
  if (/Nonce|AlreadyClaimed|AlreadyUsed|Used|Replay/i.test(condition)) {
    return refusal(409, 'replayed', 'REPLAYED', message('This signed claim was already used'), { reason: name });
  }
  if (/Signature|Signer|ECDSA/i.test(condition) || name.startsWith('ECDSA')) {
    return refusal(
      401,
      'invalid_signature',
      'INVALID_SIGNATURE',
      message('The signature is not valid for this claim'),
      { reason: name },
    );
  }
  if (/Recipient|ZeroAddress/i.test(condition))
    return refusal(400, 'invalid_recipient', 'INVALID_RECIPIENT', message('The recipient is not allowed'), {
      reason: name,
    });
  if (/NothingToClaim|NotDue|NotStarted|NotYet|NotOpen|Tge/i.test(condition)) {
    return refusal(422, 'would_revert', 'NOTHING_TO_CLAIM', message('Nothing is due to claim yet'), { reason: name });
  }
  return refusal(422, 'would_revert', 'WOULD_REVERT', message('The claim would fail'), { reason: name });
}
