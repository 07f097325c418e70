/** The greeting for the local time of day: morning before 12, afternoon before 18, then evening. */
export const greetingFor = (now: Date): string => {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
};
