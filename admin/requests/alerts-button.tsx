/**
 * "Turn on alerts" above the owner's quote requests, on the live site: whether this phone can have
 * them, and turning them on or off with the sign-in the editor holds (admin/alerts/owner-alerts.ts,
 * its words with it, loaded when the list is opened). A refused sign-in brings the sign-in back, as
 * the list does.
 */
import { useEffect, useState } from "react";
import type { AlertsOutcome } from "../alerts/owner-alerts.ts";
import type { RequestsAccess } from "../next/backend-choice.ts";
import { buttonClass } from "../next/form-parts.ts";

const alerts = () => import("../alerts/owner-alerts.ts");

export function AlertsButton({ access, authorization }: { access: RequestsAccess; authorization: string }) {
  const [outcome, setOutcome] = useState<AlertsOutcome>();
  const [words, setWords] = useState<Awaited<ReturnType<typeof alerts>>>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void alerts().then(async (module) => {
      const state = await module.alertsState().catch((): AlertsOutcome => "unsupported");
      if (!current) return;
      setWords(module);
      setOutcome(state);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!words || !outcome) return null;

  const run = async (turn: "turnOnAlerts" | "turnOffAlerts") => {
    setBusy(true);
    const next = await words[turn](authorization);
    setBusy(false);
    setOutcome(next);
    if (next === "signed-out") access.signInAgain();
  };
  const on = outcome === "on" || outcome === "off-failed";
  const canTurnOn = !on && outcome !== "unsupported" && outcome !== "add-to-home-screen";
  return (
    <div role="status" className="grid gap-3 rounded-xl border-2 border-forest-100 bg-white p-4 text-base">
      <p>{words.alertsWords[outcome]}</p>
      {on || canTurnOn ? (
        <button
          type="button"
          disabled={busy}
          className={`${buttonClass} justify-self-start`}
          onClick={() => void run(on ? "turnOffAlerts" : "turnOnAlerts")}
        >
          {on ? words.alertsButton.turnOff : words.alertsButton.turnOn}
        </button>
      ) : null}
    </div>
  );
}
