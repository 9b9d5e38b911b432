/**
 * One client process of `watchBurstFrom` (live-harness.ts): measures the burst it is sent and answers
 * its counts and every delay.
 */
import { burstDelays } from './live-harness';

process.once('message', (m: { targets: { url: string }[]; opts: Parameters<typeof burstDelays>[1] }) => {
  void burstDelays(m.targets, m.opts).then((result) => process.send!(result, () => process.exit(0)));
});
