import { H2, P } from './HelpText.tsx'

export function FormsHelp() {
  return (
    <>
      <P>
        Lunars (and custom Exalts with the same knack) keep their animal forms in the Bio editor,
        under Forms. Each form has a name and, optionally, the id of a quick character.
      </P>
      <H2>Linking a form to its stat block</H2>
      <P>
        Make a quick character for the shape (its pools, attacks and merits), then copy the number
        at the end of its address: for <code>/qcs/42</code> the id is 42. Put that id in the form’s
        QC ID field. On the sheet, the form’s name then links to the quick character, so the shape’s
        numbers are one click away during play.
      </P>
      <H2>Linking back</H2>
      <P>
        A quick character’s description can link back to its Lunar with an ordinary Markdown link,
        such as <code>[Silver Fang](/characters/7)</code>.
      </P>
    </>
  )
}
