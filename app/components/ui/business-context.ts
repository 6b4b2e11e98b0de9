/**
 * The business facts the call buttons and the footer show: the owner's file as built (business.ts),
 * unless a preview in the editor hands them the facts of its unsaved form.
 */
import { createContext, useContext } from "react";
import { business } from "#app/content/business.ts";

export type ShownBusiness = Pick<typeof business, "name" | "phone" | "region" | "address" | "foundingCopyright">;

export const BusinessContext = createContext<ShownBusiness>(business);

export const useBusiness = () => useContext(BusinessContext);
