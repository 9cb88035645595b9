import { OwnerTaskError } from './errors.js';
import { parseAddress, parseGm } from './values.js';

export type Setter =
  'setSigner' | 'setWithdrawAddress' | 'setCallbackGasLimit' | 'setBettingTable' | 'pause' | 'unpause';

/** The arguments of the GMChallenge setter tasks; `setter` is a hidden option fixed per task. */
export interface SetterArguments {
  setter: string;
  signer?: string;
  withdrawAddress?: string;
  gas?: number;
  unit?: string;
  multiple?: number;
  probBps?: number;
  lossBps?: number;
}

export interface SetterCall {
  method: string;
  args: unknown[];
  summary: string;
}

/** GMChallenge's largest betting-table unit (MAX_UNIT): a bet records its stake in whole GM in 16 bits. */
const MAX_UNIT_GM = 65_535n;
const WHOLE_GM = 10n ** 18n;

/** GMChallenge's callback gas bounds (MIN/MAX_CALLBACK_GAS_LIMIT). */
const CALLBACK_GAS = { min: 50_000, max: 2_500_000 } as const;

function bps(value: number | undefined, what: string): number {
  if (value === undefined || !Number.isInteger(value) || value < 0 || value > 10_000) {
    throw new OwnerTaskError(`${what} must be an integer from 0 to 10000 (basis points), got ${value}`);
  }
  return value;
}

/** Turns the task arguments into the GMChallenge call, validating them first. */
export function challengeSetterCall(args: SetterArguments): SetterCall {
  switch (args.setter as Setter) {
    case 'setSigner': {
      const signer = parseAddress(args.signer, 'signer');
      return { method: 'setSigner', args: [signer], summary: `set the signature signer to ${signer}` };
    }
    case 'setWithdrawAddress': {
      const to = parseAddress(args.withdrawAddress, 'withdrawAddress');
      return { method: 'setWithdrawAddress', args: [to], summary: `set the withdraw address to ${to}` };
    }
    case 'setCallbackGasLimit': {
      const gas = args.gas;
      if (gas === undefined || !Number.isInteger(gas) || gas < CALLBACK_GAS.min || gas > CALLBACK_GAS.max) {
        throw new OwnerTaskError(`gas must be an integer from ${CALLBACK_GAS.min} to ${CALLBACK_GAS.max}, got ${gas}`);
      }
      return { method: 'setCallbackGasLimit', args: [gas], summary: `set the VRF callback gas limit to ${gas}` };
    }
    case 'setBettingTable': {
      const unit = parseGm(args.unit ?? '', 'unit');
      const multiple = args.multiple;
      if (unit === 0n) throw new OwnerTaskError('unit must be positive');
      if (unit % WHOLE_GM !== 0n || unit > MAX_UNIT_GM * WHOLE_GM) {
        throw new OwnerTaskError(`unit must be a whole number of GM from 1 to ${MAX_UNIT_GM} (MAX_UNIT), got ${args.unit}`);
      }
      if (multiple === undefined || !Number.isInteger(multiple) || multiple < 2 || multiple > 100) {
        throw new OwnerTaskError(`multiple must be an integer from 2 to 100, got ${multiple}`);
      }
      const probBps = bps(args.probBps, 'probBps');
      const lossBps = bps(args.lossBps, 'lossBps');
      return {
        method: 'setBettingTable',
        args: [unit, multiple, probBps, lossBps],
        summary: `set the odds of ${args.unit} GM × ${multiple}: win ${probBps / 100}%, loss ${lossBps / 100}% of the stake`,
      };
    }
    case 'pause':
      return { method: 'setOff', args: [true], summary: 'pause new Challenge bets (claims stay open)' };
    case 'unpause':
      return { method: 'setOff', args: [false], summary: 'resume Challenge bets' };
    default:
      throw new OwnerTaskError(`unknown setter ${args.setter}`);
  }
}
