import { Bullets, H2, P } from './HelpText.tsx'

const RECOGNISED = [
  ['Exalted Healing', 'faster recovery from damage, used by downtime healing'],
  ['Hearthstone', 'counted for the hearthstone effects of your artifacts'],
  ['Fast Reflexes', '+1 die to Join Battle'],
  ['Fleet of Foot', 'noted on movement (Rush and Disengage)'],
  ['Mighty Thew', 'bonus to feats of strength'],
  ['Vital Focus Cultivation', 'noted on health and recovery'],
  ['Unusual Hide', 'adds its rating to natural soak'],
  ['Danger Sense', 'bonus to notice ambushes (Awareness)'],
  ['Hideous', 'a flaw that affects Appearance-based social pools'],
  ['Pain Tolerance', 'reduces the −2 and −4 wound penalties by one'],
  ['Well-Bred', 'noted on social pools where it applies'],
  ['Thin-Blooded', 'a flaw noted on health and poison resistance'],
  ['Inhuman Visage', 'a flaw noted on social pools with humans'],
] as const

export function MeritsHelp() {
  return (
    <>
      <P>
        Most merits are story tools and just sit on your sheet. The ones below change numbers, and
        Loom applies them for you: do not add their bonuses to your traits by hand, or they will
        count twice.
      </P>
      <H2>Merits the calculator recognises</H2>
      <Bullets items={RECOGNISED.map(([name, effect]) => `${name}: ${effect}.`)} />
      <H2>How they are spotted</H2>
      <P>
        Loom matches the merit’s name, ignoring capital letters. When the editor recognises a merit
        it shows a short note under it describing what it does to the sheet. If no note appears,
        check the spelling.
      </P>
      <P>
        Ratings matter: Unusual Hide at 2 adds 2 soak. Flaws are entered the same way, as merits
        with the Flaw type.
      </P>
    </>
  )
}
