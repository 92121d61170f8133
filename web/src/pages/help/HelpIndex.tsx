import { TextLink } from '../../widgets/TextLink.tsx'
import { Bullets, H2, P } from './HelpText.tsx'

export function HelpIndex() {
  return (
    <>
      <P>
        Loom keeps your Exalted Third Edition characters and works out their numbers for you. These
        pages explain what it counts and how to enter things so the counting comes out right.
      </P>
      <Bullets
        items={[
          <TextLink key="merits" to="/help/merits" testId="help-link-merits">
            Merits: which ones change your pools by themselves
          </TextLink>,
          <TextLink key="weapons" to="/help/weapons" testId="help-link-weapons">
            Weapons: attack pools, range bands and tags
          </TextLink>,
          <TextLink key="forms" to="/help/forms" testId="help-link-forms">
            Animal Forms: linking a shape to its quick character
          </TextLink>,
        ]}
      />
      <H2>Getting started</H2>
      <Bullets
        items={[
          'Sign in, open Characters in the menu, and choose Create New. Pick the type and caste (or aspect) now; you can change the type later from the ⋮ menu while the character is in no chronicle.',
          'Press Edit in the top bar to fill in the sheet. Text is saved when you pause typing; there is no Save button.',
          'Quick Characters are short stat blocks for antagonists, familiars and retainers. A Battlegroup can be made from any quick character with "Create Battlegroup of QC".',
          'To play with others, one person creates a chronicle (menu, Chronicles, Create New) and shares its invite code; the others choose Join. Add your characters to the chronicle from its page.',
          'Pin to Menu (in the ⋮ menu) puts an item under its heading in the side menu, for the ones you open every session.',
        ]}
      />
      <H2>Frequently asked questions</H2>
      <P>
        <strong>How do I enter Flaws?</strong> Add them as merits and set their type to Flaw. They
        show with your merits, and flaws Loom knows (such as Hideous) still apply their effects.
      </P>
      <P>
        <strong>Who can see my characters?</strong> Nobody, until you add one to a chronicle; then
        its storyteller and players can. "Hide from other players" limits it to you and the
        storyteller. "Publicly Viewable" in the editor lets anyone with the link read it.
      </P>
      <P>
        <strong>Can the storyteller change my character?</strong> Yes, while it is in their
        chronicle, so damage and motes can be tracked from the storyteller’s screen. Only you can
        delete it.
      </P>
      <H2>Relevant errata</H2>
      <Bullets
        items={[
          'Dragon-Blooded excellency caps round down. Custom Exalts have a round-up option instead.',
          'The soak bonus of Invulnerable Skin of Bronze applies even while wearing armour.',
        ]}
      />
    </>
  )
}
