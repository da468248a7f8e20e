import { LeaderboardPanel } from '../leaderboard/leaderboard-panel';

export function LeaderboardTab() {
  return <LeaderboardPanel />;
}
