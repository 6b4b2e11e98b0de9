/** When a version was published, as the owner's clock says it: "3:42 pm today", "9:05 am on 25 November". */
export function whenPublished(at: string, now = new Date()): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit" });
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay ? `${time} today` : `${time} on ${date.toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric" })}`;
}
