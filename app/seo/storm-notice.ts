import type { StormNoticeSetting } from "#app/content/business.ts";

const isShow = (value: string | undefined): value is StormNoticeSetting["show"] => value === "off" || value === "on" || value === "season";

/** Whether the storm notice shows on a site built on `today`: the setting, or its override from configuration. */
export function stormNoticeShown(setting: StormNoticeSetting, override: string | undefined, today: Date): boolean {
  const show = isShow(override?.trim()) ? (override!.trim() as StormNoticeSetting["show"]) : setting.show;
  if (show !== "season") return show === "on";
  const month = today.getMonth() + 1;
  const { fromMonth, toMonth } = setting.season;
  return fromMonth <= toMonth ? month >= fromMonth && month <= toMonth : month >= fromMonth || month <= toMonth;
}
