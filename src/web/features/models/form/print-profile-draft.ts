import {
  InfillPercent,
  LayerHeightMm,
  PlateCount,
  PRINT_MATERIALS,
  PrinterName,
  PrintMinutes,
  type PrintMaterial,
  type PrintProfile,
} from '../../../../shared/constants/print-profile';

/** The print profile as its form fields hold it (decision 092): text as typed, empty meaning "not said". */
export interface PrintDraft {
  printer: string;
  material: PrintMaterial | '';
  layerHeight: string;
  supports: '' | 'needed' | 'none';
  infill: string;
  hours: string;
  minutes: string;
  plates: string;
}

export type PrintDraftField = 'printer' | 'layerHeight' | 'infill' | 'printTime' | 'plates';
export type PrintDraftErrors = Partial<Record<PrintDraftField, string>>;

export function emptyPrintDraft(): PrintDraft {
  return { printer: '', material: '', layerHeight: '', supports: '', infill: '', hours: '', minutes: '', plates: '' };
}

export function printDraftOf(profile: PrintProfile): PrintDraft {
  const time = profile.printMinutes;
  return {
    printer: profile.printer ?? '',
    material: profile.material ?? '',
    layerHeight: profile.layerHeightMm === null ? '' : String(profile.layerHeightMm),
    supports: profile.supportsNeeded === null ? '' : profile.supportsNeeded ? 'needed' : 'none',
    infill: profile.infillPercent === null ? '' : String(profile.infillPercent),
    hours: time === null ? '' : String(Math.floor(time / 60)),
    minutes: time === null ? '' : String(time % 60),
    plates: profile.plates === null ? '' : String(profile.plates),
  };
}

const numberOf = (text: string): number => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

/** A message for the form: the contract's own, with a capital and a full stop. */
const sentence = (message: string | undefined) => (message ? `${message[0]!.toUpperCase()}${message.slice(1)}.` : undefined);

/** The same bounds as the contract; an empty field is "not said", never an error. */
export function checkPrintDraft(draft: PrintDraft): { profile: PrintProfile | null; errors: PrintDraftErrors } {
  const errors: PrintDraftErrors = {};
  const profile: PrintProfile = {
    printer: null,
    material: (PRINT_MATERIALS as readonly string[]).includes(draft.material) ? (draft.material as PrintMaterial) : null,
    layerHeightMm: null,
    supportsNeeded: draft.supports === '' ? null : draft.supports === 'needed',
    infillPercent: null,
    printMinutes: null,
    plates: null,
  };
  if (draft.printer.trim()) {
    const printer = PrinterName.safeParse(draft.printer);
    if (printer.success) profile.printer = printer.data;
    else errors.printer = sentence(printer.error.issues[0]?.message);
  }
  if (draft.layerHeight.trim()) {
    const layer = LayerHeightMm.safeParse(numberOf(draft.layerHeight));
    if (layer.success) profile.layerHeightMm = layer.data;
    else errors.layerHeight = sentence(layer.error.issues[0]?.message);
  }
  if (draft.infill.trim()) {
    const infill = InfillPercent.safeParse(numberOf(draft.infill));
    if (infill.success) profile.infillPercent = infill.data;
    else errors.infill = sentence(infill.error.issues[0]?.message);
  }
  if (draft.hours.trim() || draft.minutes.trim()) {
    const hours = draft.hours.trim() ? numberOf(draft.hours) : 0;
    const minutes = draft.minutes.trim() ? numberOf(draft.minutes) : 0;
    const time = PrintMinutes.safeParse(hours * 60 + minutes);
    if (time.success && Number.isInteger(hours) && Number.isInteger(minutes)) profile.printMinutes = time.data;
    else errors.printTime = time.success ? 'Print time must be whole hours and minutes.' : sentence(time.error.issues[0]?.message);
  }
  if (draft.plates.trim()) {
    const plates = PlateCount.safeParse(numberOf(draft.plates));
    if (plates.success) profile.plates = plates.data;
    else errors.plates = sentence(plates.error.issues[0]?.message);
  }
  return { profile: Object.keys(errors).length ? null : profile, errors };
}
