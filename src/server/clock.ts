/** The server's idea of "now", injectable so that tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
