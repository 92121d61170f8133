import { H2, P } from './HelpText.tsx'

export function FormsHelp() {
  return (
    <>
      <P>
        Lunars (and custom Exalts with the same knack) keep their animal forms in the Bio editor,
        under Forms. Each form has a name, optionally the id of a quick character, and its own
        Strength, Dexterity and Stamina (0 leaves one to the quick character or to the Lunar).
      </P>
      <H2>Taking a form</H2>
      <P>
        The sheet’s Forms block lists the forms with Take and Leave. Taking a form puts its physical
        attributes on the sheet as an effect named after it: every pool, soak and damage figure
        built on them changes, and each breakdown names the form. The Lunar’s own attributes stay
        stored; Leave (or switching the effect off) gives them back. The combat card says which form
        she is in.
      </P>
      <H2>Linking a form to its stat block</H2>
      <P>
        Make a quick character for the shape (its pools, attacks and merits), then copy the number
        at the end of its address: for <code>/qcs/42</code> the id is 42. Put that id in the form’s
        QC ID field. On the sheet, the form’s name then links to the quick character, and a form
        with no Strength of its own takes the quick character’s.
      </P>
      <H2>Linking back</H2>
      <P>
        A quick character’s description can link back to its Lunar with an ordinary Markdown link,
        such as <code>[Silver Fang](/characters/7)</code>.
      </P>
    </>
  )
}
