/** A network policy for tests: waits take no time but count against budgets and are recorded; logs are collected. */
import { fastClock, type Network, NETWORK_POLICY, type NetworkPolicy } from '../../src/action/network.js';

export interface TestNetwork {
  network: Network;
  /** Every wait the policy asked for, in ms. */
  waits: number[];
  logs: string[];
}

export function testNetwork(policy: Partial<NetworkPolicy> = {}): TestNetwork {
  const waits: number[] = [];
  const logs: string[] = [];
  const fast = fastClock();
  const clock = {
    now: fast.now,
    sleep: (ms: number) => {
      waits.push(ms);
      return fast.sleep(ms);
    },
  };
  return { network: { policy: { ...NETWORK_POLICY, ...policy }, clock, log: (m) => logs.push(m) }, waits, logs };
}
