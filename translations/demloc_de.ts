<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPanel</name>
    <message>
        <source>{counter} {change} (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark escaped: out of the game (undo takes it back, R-53)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark dead: out of the game (undo takes it back, R-53)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon: name the code and level, tap a square next to the summoner (6.4.2, 7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daemon leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summoning effect taken off: the daemon quits (7.2.3.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot… (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a shot by the selected character: tap the target, see the exact odds of every outcome, then the app rolls (7.2.2). Key: F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted: the app shows the odds, then rolls or takes your faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element destroyed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table destroyed a barrel or fence: tap it on the board; it counts for the player whose brawl it is (7.3.2.2, R-75)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} damage to the selected character in one tap (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any amount of damage: set it, then Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amount set beside it, as damage in one tap (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amounts go straight to life, past the armour (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the barrel or fence destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tokens}/{most} broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>FURY ✓ %n turn(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activate FURY (%n fate point(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {effect} off (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch {effect} on (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead: killed by?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ({colour}) eliminated this character: counted for the rewards (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmoryTab</name>
    <message>
        <source>Drag a weapon onto a mercenary, or select both and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip the selected weapon on the selected mercenary (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected weapon back to the armory (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Weapons&lt;/b&gt; (drag one onto a mercenary, or Equip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Mercenaries&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead: shown in the guild, never usable again (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon in the armory yet. Choose one under Buy and press Buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon in the armory yet, and your collection holds no weapon card: redeem a set that has some, or add one, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no weapon card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip {weapon} on {mercenary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a weapon and a mercenary first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a weapon first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip {weapon} from {mercenary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip {weapon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssistPanel</name>
    <message>
        <source>App rolls (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app rolls this action&apos;s dice; Undo takes it back. Key: Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faces rolled at the table, chosen below, make the action. Key: Shift+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Not possible: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card drawn at the table from the pantheon (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or the faces rolled at the table, in this order: {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cost} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {die} die&apos;s face: {use}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face}; {again} rolls again (5.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{use}, rolled again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackCard</name>
    <message>
        <source>{kind}: {what} → {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage expected: {armour} to armour, {hit} to hit factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes astray: {astray}; lands on their own side: {friends}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt back to the attacker: {damage} expected; kills them: {kill}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} · {section}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AwayList</name>
    <message>
        <source>Exploring {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquiring {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} · {chance}% chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back in {left} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Move {name} to {square} facing {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} is off the map: drop it on a square of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} has moved this turn ({spent} of %n movement point(s) spent): their movement token is exhausted and they move no more until the next turn (7.2.1). Undo the move to change it, or New turn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} cannot reach {square} facing {side} with %n movement point(s) left (7.2.1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>New turn: movement points back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{refused}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} cannot go to {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move tile {number} to {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate tile {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} cannot be rotated here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} cannot be flipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip tile {number} to side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} is the last one: a map needs a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove tile {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} cannot be removed (move or remove what stands on it first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} is on the map already: the box has one of each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add tile {number} side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} is off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a door goes in a wall: {square} has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a {element} on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the {element} on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {element} on {square} is no longer on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the {element} to {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {element} has no side to turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} has no other wall for the door (7.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the door on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {colour} base number {number} is on the board already: each sub-base is unique (5.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {name} on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {name} from {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose where to save the board first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the board as you left it ({map})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last map opened, {path}, cannot be shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sample map cannot be shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path} (and %n earlier one(s) beside it).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The autosaved board cannot be restored: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{said} It is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{said} It could not be moved aside ({failure}), so this board is not autosaved: {path} is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{said} The file is kept, unchanged, as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map {path} cannot be shown now ({error}). The board is shown as it was when last saved, from the autosave: save it to write {name} again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new map: add tiles, elements and miniatures in the Edit tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No maps opened yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board could not be autosaved to {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Editing the map: drag tiles and elements (what stands on a tile goes with it); R rotates, F flips, Delete removes. Untick Edit map to move miniatures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New, open, recent, save, export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enforce rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: only legal moves, which spend movement points. Off: place freely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile or an element; R rotates a tile or turns a door, F flips a tile, Delete removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo {step} (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo {step} (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the out-of-control card over this target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d10: {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the map step by step (each step shows on the board):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map breaks the rules: {warnings}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} • unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the box: {tiles}
Elements: {elements}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than the box has: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>moved this turn ({spent} of %n point(s) spent): movement token exhausted, no more moves until New turn (7.2.1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>movement token active, %n movement point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on {square}, facing {side}: {points}. Drag to move (Q and E while dragging choose the facing); Q and E, or a right-click, turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {path}: {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardPhoto</name>
    <message>
        <source>The photo shows the board as it is: nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From a photo: %n miniature(s) placed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Arrive facing {side} (Q and E turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} to {square} facing {side}: {cost} of %n movement point(s) spent; their movement token is exhausted until the next turn (7.2.1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} placed on {square} facing {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {number} to {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn left (Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn right (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face {side}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusyBand</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting: the action is not done (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {where} is busy: another action of this window is waiting for it; try again once it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {where} is busy: another DemLoc is writing to it; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for another computer&apos;s write to the database ({seconds} s). Esc: stop, nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database: {where}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <source>Add the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to add.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsScreen</name>
    <message>
        <source>Pull the cards and channel the mana (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the checklists…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF or PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each character with arcane ability rolls as many arcane dice as it says and takes a cube for each white or black mana; a broken seal only means less mana now (6.4.1). Roll here, or roll at the table and enter the faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} channels on entering (wave {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ {name} channelled {white} white and {black} black mana: put those cubes on their card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n broken seal(s): no effect now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n arcane die(s) for {name}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Enter these faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or, rolled at the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: choose the face of arcane die(s) {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the printer took nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checklists were not printed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the checklists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>&lt;b&gt;Provisional values.&lt;/b&gt; The rulebook prints no card statistics: these are our designs. Correct a set by copying its file into &lt;code&gt;{folder}&lt;/code&gt; (see resources/README.md). Card texts stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search name, ability, keyword… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kabbalah {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Skipped data files&lt;/b&gt; (the other sets loaded):&lt;ul&gt;{items}&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No card matches these filters.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterCard</name>
    <message>
        <source>armour damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one {damage} off: only damage taken, never below 0 (6.4.2); a broken token stays (RULINGS.md R-73). Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — out of the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharactersScreen</name>
    <message>
        <source>Choose the characters (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the app said (the latest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followers at the table (5.1.2: the collections between them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {held} cards, {taken} taken, {left} left; {feods} feods to hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the board at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept aside for wave {number} (turn {turn})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — {colour}, {feods} feods left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wave {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots: {slots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{used} of {slots} {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New picks go:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚖ {card}: wanted by more than one guild: settle it below (5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ {card} plays for {guild} in this mission: a mercenary plays once (5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick {card} ({guild} has them: 5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick {card} (guesthouse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire {card}: {feods} feods ({left} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ {card} (comes with the mission: {guild} escorts them; no slot, no feods)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guesthouse follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hired for {feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}, won at auction for {feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}, wave {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is wanted by more than one guild (5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mercenary plays once in a mission. Settle by fame: the guild with the greater fame takes {card} (only before anyone offers). Or each guild makes one sealed offer of feods: when all have offered, the offers are shown and the higher takes them and pays it (equal offers: the greater fame). Or a guild gives them up (RULINGS.md R-49, R-61).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give them up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: fame {fame}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sealed offer made (R-61)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the offer, then Offer: it stays sealed until all have offered (RULINGS.md R-61)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle by fame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityMapView</name>
    <message>
        <source>Map of {city}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Whole city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole city at once (Ctrl+0 comes back to readable names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect what every spot you hold has yielded (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city&apos;s undo history could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guild yet: the city is explored by guilds. File &gt; Add a player… makes a new player&apos;s account and guild from their code card (6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fame} fame, {feods} feods, {stones} blood stones; {away} of {limit} mercenaries out in the city (the master&apos;s office&apos;s limit, 6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: {fame} fame · {feods} feods · {stones} blood stones · {away} of {limit} mercenaries out in the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is at the table in the mission {mission}: its mercenaries come back and its city changes once the mission is over (6.4, R-126).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: the city, its spots and its numbers are the app&apos;s design (resources/city.toml, city_rules.toml; R-48, R-119). Correct them in your data folder. The names of places stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News ({count} new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back from the city: {spots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News from the city: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{news} (see News).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send {who} to explore {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send {who} to acquire {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall the mercenaries from {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to collect yet: see each spot&apos;s next yield (6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every spot held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect from {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amounts} from {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} yields again from now (your clock was put back, R-166)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collected: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer {event}: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n page(s) of {paper}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n daemon(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n armour token(s) broken ({now}/{limit})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s) broken ({now}/{limit})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log (%n line(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeploymentScreen</name>
    <message>
        <source>Place the miniatures (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} was drawn: they choose the zone and place first; then clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {dignitary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} escorts the {dignitary}: pull the card (it comes with the mission, no slot, no feods); the sub-base is {colour} {base}; the {dignitary} is placed in the {zone} zone with their miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: choose your zone (named on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {zone} zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} ({colour}, the {zone} zone) places a miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then tap a lit square of your zone on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the optional elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: place a {element}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} to place: tap a free square outside the other players&apos; zones, off the squares the mission&apos;s events change and never shutting a zone in (RULINGS.md R-51, R-135, R-148).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every miniature is placed: tap Start game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {colour} {base} on {square}, facing {facing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DormitoryTab</name>
    <message>
        <source>Enlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what an injury needs to heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The titles cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dormitory level {level}: {living} of %n slot(s) taken, {per_type} of a type at most</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: no longer in the titles file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles and their effects are PROVISIONAL, not in the rulebook: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mercenary to see their deeds and titles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: deeds {deeds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their titles cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No title yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot enlist {card}: {fault}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enlist {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mercenary first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss {name}? {name} leaves the guild; their weapons and codes stay in the guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {name}&apos;s status to {status}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditTab</name>
    <message>
        <source>Tick Edit map, click a tile and drag it: what stands on it goes with it. R rotates, F flips, Delete removes. Drag elements too; R turns a door.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (exterior)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (interior)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add tile beside the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A square such as C4 (column letter, row number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place element on square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove element on square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of the catalog or a member of a guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mercenary of the catalog carries the weapon chosen here (its range and long range come from it); a guild&apos;s member carries their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add miniature on square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characters to add are listed once the database is free: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its printed weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}: type a square such as C4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scene element on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a character card first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select a miniature on the board first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GateTab</name>
    <message>
        <source>the code on the set&apos;s card, e.g. ROG1-…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or paste a whole set file&apos;s text (resources/README.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the cards of this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set file&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card from a physical card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{account} owns: {sets} (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Redeem {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add custom card {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryPanel</name>
    <message>
        <source>Rules glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every rule…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules glossary (F1) · {about}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules glossary (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuildFiles</name>
    <message>
        <source>{guild}: guild box check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the roster to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guild yet: File &gt; Add a player… makes a new player&apos;s account and guild from their code card (6.2), New guild… another guild of a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {guild} to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {guild}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {source}: nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This import empties {guild}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {count} more changes (Show Details…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It empties {guild}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It takes from {guild}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan}

Import it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the guild to import:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a guild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuildView</name>
    <message>
        <source>New guild…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring this guild to a table shared on the network; take its results home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the guild box check (6.3) as PDF or PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dormitory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pantheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guesthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City Gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Building costs, limits and prices are provisional (resources/guild.toml). Card and building names stay in English.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guilds&apos; undo history could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) is read at the next start: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty. The file is kept, unchanged, as {kept}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The undo history of the version before (%n guild action(s)) is kept in the database now: Undo goes on from where it stood.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of its bases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player account (a new player: File &gt; Add a player…):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: new guild {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour}&lt;/b&gt; · fame &lt;b&gt;{fame}&lt;/b&gt; · feods &lt;b&gt;{feods}&lt;/b&gt; · blood stones &lt;b&gt;{stones}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints at this table: kept for its guilds; key {key} shows them for one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacks sorted by this, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are off at this table. Key {key}: the hints for one action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a character: their attacks and who threatens them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack they could make this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy could attack them next phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threats ({n})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryList</name>
    <message>
        <source>{action}  (undone: Redo)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>Not shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the join token the host&apos;s screen shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table&apos;s address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the results home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play its seat on your phone or in a browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the address and the join token the host&apos;s &apos;Share the table…&apos; shows (or paste the address its demloc serve prints). Your guild is seated from this computer; nothing of it changes here until you take the results home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not joined: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining {address} with {guild}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined, but the seat was not kept for the results: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is at the table as {colour}. Scan the code with your phone to play its seat there; once the host has written the results, take them home here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the table for the results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not taken home: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeeperTab</name>
    <message>
        <source>Enlist permanently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one in the list below and press {button} ({price}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card in the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign {code} to {mercenary}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerTab</name>
    <message>
        <source>Filter by reason…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which lines: every change, or those that change one purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lines that name a mission the guild played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first day of the lines shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last day of the lines shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{lines} · fame {fame} · feods {feods} · blood stones {stones}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogList</name>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before turn 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opening the cards and the guilds&apos; database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Share the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp;reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the tracker: the glossary at the keyword, effect or action pointed at or selected; elsewhere the Rules view at the section of what is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing the table needs the guilds&apos; database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sets}, {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} (provisional values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n data file(s) skipped: see Catalog (Ctrl+5)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The companion app for the DemLoc miniatures skirmish game. Card values are provisional designs: the rulebook prints none.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapScreen</name>
    <message>
        <source>Build the map: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a step to see it lit on the map. The steps stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• {count} × {kind} token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than the box has: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player takes them now and places them in the deployment (6.4.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None in this mission.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MiniaturesScreen</name>
    <message>
        <source>Choose the miniatures (5.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each character gets a sub-base of their guild&apos;s colour with a number of its own (suggested; change it if your bases differ) and a miniature of the category their card shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {category}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a {category} miniature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissionArea</name>
    <message>
        <source>Replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission so far, turn by turn: how did we get here (F6). It only reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of the mission in play: how did we get here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the missions played could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of mission {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error} (replayed up to the action before it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring its guild file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save its results file, then bring it (R-111)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: {todo}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: no longer on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not at the table again: {guilds}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissionView</name>
    <message>
        <source>Start a new set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past missions (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a mission played before, turn by turn (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissionsTab</name>
    <message>
        <source>Filter by mission or result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first day of the missions shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last day of the missions shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mission to read its report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mission played yet: the history fills as missions end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} mission(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select a mission first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report of {mission} as a PDF for the guild&apos;s binder (6.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report was kept for this mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the mission report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: select a mission with a report first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: the PDF report cannot be made ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the report of {mission} to {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message>
        <source>How is this mission played? (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: control spots, fame and feods are at stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} — kind of mission: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewsList</name>
    <message>
        <source>Show on the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>The objective&apos;s area, lit on the board: {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody: the count is suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control this turn ({who}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls the area this turn (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table has seen this turn&apos;s news: the notice goes (not an action of the game: nothing to undo, R-87)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, mission event (6.4.2): {event}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {wave}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of turn {turn}, done by the app: every movement token is active again (7.3.2.3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of turn {turn}, done by the app:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card the guild pulls for this reinforcement (R-88)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possessed: {who} walk by the out-of-control card this turn; their owner moves them in the free movement sub-phase (5.6, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk them by the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app moves them by the out-of-control card drawn, all their movement points (5.6, 7.2.3); their owner passes only after (R-76)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {player}&apos;s go: their owner walks them (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObjectiveScreen</name>
    <message>
        <source>A provisional mission: the rulebook prints none. Its texts stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn limit: play until the objective is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn limit is kept hidden: the app will say when (7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission ends after turn {turn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waves and events</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wave {number}: turn {turn}, %n slot(s). {text}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: no reward, no fame or feods gained or lost (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner: {fame} fame, {feods} feods; the others: {others_fame} fame, {others_feods} feods.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The way the miniature faces at the end of the move: turning costs (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arcane code used (5.1.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate points spent on the test: each takes 1 off the die, never below 1 (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power 1 or 2 of the code (7.2.3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defends: white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defends: black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target&apos;s arcane test in defence, paid in mana (7.2.3.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free arcane dice rolled (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reroll W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held white mana rolled again (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held black mana rolled again (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daemon&apos;s level asked (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heart tokens given (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free a possessed character (+3) or cancel an effect token (7.2.3.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mana cube that pays the test (R-36)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverviewTab</name>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade the selected building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Buildings&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent ledger&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a building first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade the {building} to level {level} for {cost} feods (you have {feods})?

At level {level}: {gains}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade the {building}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageSetupDialog</name>
    <message>
        <source>PDF page set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What neighbouring pages both show, to align and tape them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One page; a square prints {size} mm wide ({share} of table scale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) ({rows} rows × {columns} columns) at {size} mm a square; trim each page&apos;s left and top edges at the crop marks, lay them on the dashed lines of the pages before, and tape.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastPlays</name>
    <message>
        <source>Replay a past mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every mission played at this table, the newest first. A replay only reads: nothing of the mission changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mission has been played at this table yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>· plays now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who plays now passes; clockwise (7). Key: P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the next turn and draw its first player (7). Key: T (or Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who reached the objective?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who surrenders?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>· {player} plays first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>· {name} ({colour}) plays now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhotoDialog</name>
    <message>
        <source>From a photo: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The photo beside the board it shows. Orange squares were read with little confidence: check them. Drag a miniature to where it stands, or select it (a tap, or N for the next) and move it with the arrows (Q and E turn it). Enter uses this board, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The photo beside the board it shows. What differs from the tracker is listed below, a tick each; those read with little confidence are not ticked: check them. Apply the ticked puts those miniatures where the photo has them, as one table correction, not a move (R-248): Ctrl+Z in the tracker takes it back. Space ticks a line, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {photo} facing {photo_facing} in the photo, {here} facing {here_facing} here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {square}, only {sure} sure: check it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {base} base read on {square} is not on this map&apos;s miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: read on {square}, where the map cannot hold them: left on {here}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not found in the photo, left on {here}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the ticked ({count})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhotoFlow</name>
    <message>
        <source>From a photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the board from a photo of the table taken from above ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the map changed while the photo was read: read it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the photo reader takes JPEG or PNG only: save the photo as JPEG (a phone can send it so) and drop that</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceholderView</name>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not built yet.&lt;/i&gt; This view will hold:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>turn {turn}, {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}, {player} plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{actions}, {count} to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission resumed where it was: {where} ({actions})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Warning: {warning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission could not be given up: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission could not be read again: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mission in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not saved: {error}: {now}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shown now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to DemLoc Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make your player account and your first guild from the code card of your Basic Guild Set (rules 4 and 6.2). Nothing is made before you press Create.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;code card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box (provisional until the printed cards&apos; codes are known). Tap a code card&apos;s code to use it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box. Tap a code card&apos;s code to use it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The box&apos;s other codes, for the City Gate once your guild is made:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new guild starts with its buildings at level 1 and its starting purse; its bases take its colour at the table (rule 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name of your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of its bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create makes the account of {player}, enters the set of code {code} in it, and makes the guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot go on: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your guild a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the colour of your guild&apos;s bases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not made: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Fate {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fate} · Kills {kills}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>the guilds cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a mission…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} ({counts} players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guild yet: add 2 to 4 guilds above (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — from a guild file, for this mission only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guilds on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — account {account}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a guild file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player needs a guild: File &gt; Add a player… makes a new player&apos;s from their code card, New guild… in the Guild view (Ctrl+1) another of a player&apos;s; or bring a guild file exported on another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a guild file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring {guild_s} guild file to play the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} came to the table on a guild file: bring that file again to play the mission (a guest&apos;s file is read only when it is picked, R-159)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: guild: {found} as in this file is not {seated} as seated at the table: bring the file it came on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RaffleScreen</name>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the city&apos;s control spots is drawn: a free one, or one held by a guild at this table. The winner takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the control spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} of {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by {guild}: they defend it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: no guild holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo to draw again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadingBand</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the photo {file}…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadyScreen</name>
    <message>
        <source>{guild} plays first in turn 1, by lot (7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission as it starts (the app keeps it for the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission: {mission} ({mode})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At stake: {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guilds: {guilds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fighters} characters on the board, {aside} kept aside for the waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feods for hires and auctions: {costs}; charged when the results are written (R-130)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No feods to pay: no follower hired, no auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything: the hires and auctions ({costs}) are not charged (R-50, R-130).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything (R-50, R-130).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wave {number} on turn {turn}: {count} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin turn 1: the tracker follows every turn, saved as it happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back returns to the deployment, every miniature kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare another mission</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceBrowser</name>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># The rules reference cannot open

{problem}

Correct or restore that file in `resources/rules/`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># No section {number}

The reference has no section {number}; see the [contents](rules:).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyword glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Nothing at {address}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceView</name>
    <message>
        <source>Search every rule… (Ctrl+F; Enter opens the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keyword glossary: every card keyword (8) and the tracker&apos;s effects and actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole reference, with its contents and the rulings it cites (Alt+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules reference cannot open: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyword glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to {view} (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rules reference as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF was not saved: {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the rules reference, {pages} pages, to {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Back to the mission (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip}. Key: {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{back} (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was done before turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolutionController</name>
    <message>
        <source>the results cannot be shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no results to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results were not written, nothing changed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results were written but cannot be read back: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training mission finished: nothing was written to the guilds (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results are written into the guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results were written before: nothing was paid twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results file was not saved ({path}): {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results file saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolutionView</name>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the results first: the guilds have not changed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} is no guild brought on a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report was not saved ({path}): {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission report saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{screen} of {screens}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back to the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tracker: the last action can still be undone (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screen before (Backspace or Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next screen (Enter or Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} ({colour}) — brought on a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} ({mode} mission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fame and feods won or lost by each guild, a line for each reason (6.4.1, 6.4.2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing won or lost: this mission gives no reward here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} {amount} — {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The objects each guild&apos;s characters carry home (6.4.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No item earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROVISIONAL: the rulebook gives no injury table; the app&apos;s is a design of its own (R-98), in {path}. A player&apos;s own injuries.toml in their data folder replaces it. The titles are provisional too (titles.toml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In training these fates stay at the table: no member of a guild is injured or dies, and no deed is counted (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No character in this mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written to the guilds: a training mission changes no guild (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results were written into the guilds on {day} at {time} UTC. They are final: the app does not undo them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results were written into the guilds. They are final: the app does not undo them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no guild of this computer changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the results is final: the app cannot undo it. It changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the results into the guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is a guest&apos;s guild: its results go home on a file imported there (R-105), or, brought from its player&apos;s own DemLoc, with its &apos;Take the results home&apos; (R-195).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{said} Saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save {owner} results file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new mission with the same players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the results first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Fate points {change}: spent or gained (6.4.2); never below 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes at the next start. The rules reference, the cards&apos; texts and the names from the game&apos;s data files stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupController</name>
    <message>
        <source>the set-up could not be read again: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this set-up cannot go on: start a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not saved: another window changed this set-up, shown now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareControls</name>
    <message>
        <source>The table is shared: who is connected, the code ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the table: players join from their phones and laptops</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the code with a phone&apos;s camera, or type the address in a browser on the same network and give the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new join token: the old one admits no more devices (R-190)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table stays shared; the status bar says so (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared: no device can join.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message>
        <source>{feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies) injured</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{hours} h before trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it fails: nothing lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it fails: {costs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send ready mercenaries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall them (nothing gained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a control spot on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a spot, or press Tab to go through them and Enter to choose (6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place nobody has mapped yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yields {yields}. Acquired: {grants}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore it (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to acquire it (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} {doing}: back in {left} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On its guard after your failed attempt: try again in {left} ({when}; R-121)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your clock was put back: collect to start its yield again from now (R-166).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to collect: {got}. Next yield in {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next yield in {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The master&apos;s office sends {limit} at once; %n mercenary(ies) out (6.2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>More mercenaries: less time (R-120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More mercenaries: less time, more chance (R-120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mercenary is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick who goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · back {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · {chance}% chance · back {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back at {when} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{preview}
Send {free} at most now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummonForm</name>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heart tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then tap a free square next to the summoner on the board (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableShare</name>
    <message>
        <source>there is no mission to share: prepare a set-up first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table could not be shared: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThreatCard</name>
    <message>
        <source>{kind}: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kills them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TourDialog</name>
    <message>
        <source>Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read rule {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerPhoto</name>
    <message>
        <source>A photo is compared with a mission in play: none is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerView</name>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board gets the screen: no views&apos; list or status bar, the side panel beside the board from top to bottom, compact cards, large type; remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission is no longer offered on start; its log stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new turn starts when every player has passed the brawl phase (7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select the character who acts first (tap a miniature, or Tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip} · Key: {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words} ({keys})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission&apos;s results, screen by screen (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>The database cannot be opened.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data file is damaged.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.export</name>
    <message>
        <source>From the box: {tiles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements: {elements}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map} · {page} · {size} mm a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trim each page&apos;s left and top edges at the crop marks (not the first column&apos;s or row&apos;s), lay them on the dashed lines of the pages before, tape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map} · at table scale, {size} mm a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map} · fitted to one page: {fitted} mm a square ({share} of {size} mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc map: {map}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write page {page} of {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{paper} {orientation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pages}: the map fitted at {size} mm a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pages}: the map at {size} mm a square on {rows} × {columns} with {overlap} mm overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pages}, then the build guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.files</name>
    <message>
        <source>DemLoc maps (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map} has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: cannot be read as a map: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.heat</name>
    <message>
        <source>Each square: the chance an enemy kills them there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each square: the damage an enemy does them there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.items</name>
    <message>
        <source>{element} on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{zone} deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>objective token on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relic token on {square}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.legend</name>
    <message>
        <source>Control zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First impact zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach: cheap ... dear (figure: its cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing line: clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... partial cover (-n on the line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... blocked (dashed, X on the blocker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... out of range (dotted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... out of view (dash-dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engagement: engager -&gt; engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged in a fight (7.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement token exhausted: has moved this turn (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possessed (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeding (8.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poisoned (8.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps a daemon summoned (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>objective token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relic token: one of them is the relic (5.7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend: select a miniature to see its overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Badges on a base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter}: {meaning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens on the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.page_setup</name>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table scale, over several pages to tape together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole map to one page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row}, column {column} of {count} pages ({rows} × {columns}), page {page}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.panel</name>
    <message>
        <source>{name} (range {range})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.play_items</name>
    <message>
        <source>engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} on {square}, facing {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{miniature} ({badges})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing line to {target}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.scene</name>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile outlines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engagements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy threat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-control card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>catalog_view</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} cards: {link}rules {section}&lt;/a&gt; (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyword rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.marks</name>
    <message>
        <source>due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yields {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: explore it to learn more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your ensign: {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when acquired: {grant}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{task}: {left} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.news</name>
    <message>
        <source>Explored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is away in the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result}: {spot} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled {roll} against {chance}%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} stays known: try to acquire it again from {when} (R-121).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} came back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you lose {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(if you do not answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}: {title} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanswered in time: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer within {left} (R-124).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No news from the city yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.panel</name>
    <message>
        <source>Unknown: explore it to learn what it is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known: nobody holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by {holder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exploring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.spot_item</name>
    <message>
        <source>unexplored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.view</name>
    <message>
        <source>explored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} ({result})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yield ready to collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your clock was put back: collect to start its yield again (R-166)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its guard after a failed attempt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>Replace the file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} exists already in {folder}. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.armory</name>
    <message>
        <source>that weapon is no longer in the armory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.card_form</name>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impact resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-to-hand (3 or 2+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged (3 or 2+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane (0-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: keyword (FLY 3 (a))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: or its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: fate cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: shooting damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: white mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: black mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: effects (HIT 1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: unique effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane code id (if arcane &gt; 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-rook-varga)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level (1-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area of origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top slot takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower slot takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-city-guard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-cinder-imp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabbalah (cinder, mire, veil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level (1-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-long-bow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range (ranged weapons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting damage (ranged weapons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features (PERFORATING, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique feature: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique feature: text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for (hunter, …; empty: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-code-cinder-lash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoning: white mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoning: black mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: effects (SHIELD 1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: unique effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used with what else is filled in here: leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.commands</name>
    <message>
        <source>New guild {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is no longer in the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} changed since it was made (in another window or the mission): it is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.common</name>
    <message>
        <source>{feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feods} feods, {percent}% off: a spot you hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.dormitory</name>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead: never usable again (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>escaped (7.2.3): holds no dormitory slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>injured: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what they need was not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exploring: away in the city, back at their task&apos;s end (the City view, 6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready, but {lacks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that mercenary is no longer in the guild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.files</name>
    <message>
        <source>To empty it, type the guild&apos;s name as it is here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guild file cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.keepers</name>
    <message>
        <source>No arcane code in the library yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No daemon in the pantheon yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower in the guesthouse yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds no arcane code card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds no daemon card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds no follower card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no arcane code card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no daemon card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no follower card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {card} to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {card} to the pantheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {card} to the guesthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {card} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {card} from the pantheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {card} from the guesthouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.ledger</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blood stones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.lock</name>
    <message>
        <source>At the table in {mission}: its structure is locked until the mission&apos;s results are written or it is given up (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.missions</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seriously injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead: shown in the dormitory, never usable again (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>escaped (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report was kept for this mission: it was played before the app kept mission reports. Its result line is all there is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (a draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {label} {amount}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} · {mode} mission · played {when} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read, so it is not shown ({damage}). Its result: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who played: {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {winner} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  How it ended: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training mission: nothing was written to the guilds (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reward, injury and title tables used are provisional (resources/injuries.toml, resources/titles.toml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is not among this report&apos;s guilds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild_s} rewards (6.4.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Item: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties (6.4.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}; to be active again: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Came back fine: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles earned (provisional, R-104):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}. Its effects: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No control spot was at stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.overview</name>
    <message>
        <source>lodges {count} mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of one type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {count} weapon cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {count} arcane codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lodges {count} followers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {count} daemons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends {count} mercenaries into the city at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gain} (now {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more mercenaries of level {levels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no effect in the app yet: the rulebook names it, no use (6.2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.cards</name>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule, section {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap an attack: its chart and its rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.chart</name>
    <message>
        <source>Damage points: chance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.hooks</name>
    <message>
        <source>Hints for one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card catalog: no hints.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.work</name>
    <message>
        <source>The hints could not be worked out (see the log).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo and redo: in the Guild and City views, and the Mission view&apos;s tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys: in the Mission view&apos;s tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.cards</name>
    <message>
        <source>{guild} ({colour}): the cards to take from the guild box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from the guild box:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(kept aside for wave {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the dignitary: the card comes with the mission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arcane code: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.characters</name>
    <message>
        <source>A training mission charges nothing for hires (R-50, R-130): the feods only limit what each guild may hire or offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hires and auctions won are paid from the guild&apos;s feods when the results are written (R-130): undo a hire now and nothing is paid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.deployment</name>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: the game begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the mission ▶</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.players</name>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.view</name>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: {needs}; and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mission prepared step by step, from the players to the deployment (rulebook 6.4, 6.4.1); it needs the database, and none is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The missions cannot be prepared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>photo.overlay</name>
    <message>
        <source>{base}: {square}, {sure} sure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>photo.work</name>
    <message>
        <source>{file}: the photo could not be read (see the log).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reference.pages</name>
    <message>
        <source>The rules below stay in English in every language of the app: their words go with the rulebook&apos;s section numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this section:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous: {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cited in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ruling is kept in RULINGS.md, which this installation does not hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruling of the DemLoc Companion team (RULINGS.md), on {sections}: where the rulebook is unclear, the app does this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{search} (without synonyms: {problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;No section holds “{words}”&lt;/h2&gt;&lt;p&gt;Try fewer words, or another word for the same thing.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{word}” as {close}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read {words}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No section holds every word of “{words}”: {found} hold some of them, the most first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{found} hold “{words}”, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole game in our own words, with the rulebook&apos;s section numbers. Where the rulebook is unclear, a ruling of the team decides, linked as [R-n].</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resolution.report</name>
    <message>
        <source>The board at the mission&apos;s end, at table scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board at the mission&apos;s end, {size} mm a square ({table} mm on the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc Companion · mission report · {mission} · page {page} of {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc mission report: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the mission report {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write page {page} of the mission report {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this mission&apos;s record keeps no report: it was played before the app kept them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission&apos;s kept report cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resolution.report_rows</name>
    <message>
        <source>a guild of this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a guest: brought on a guild file, results go home on the file (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map not kept: this report was made from the guild&apos;s history, which keeps the results and the log but not the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training mission: nothing was written into any guild. No fame, feods or items were won or lost, and every character goes home as they came (6.4, R-114).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: the injury table, the reward rules and the titles are the app&apos;s provisional data, not yet the rulebook&apos;s; check them against the rulebook when it gives them (6.4.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the guild box (6.3): the cards in each binder should agree with the guild in the app once these results are in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seriously injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>escaped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{change} fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{change} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{change} blood stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item carried home: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing won or lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({kind}): {fate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: ready for the next mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing can bring them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deeds this mission: {deeds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>title earned: {titles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>title earned by {card}: {titles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training mission: no control spot is at stake (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None was at stake in this mission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held before: {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held now: {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what it gives: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{miniature} on {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mode} · {day} · mission {mission} · play {play}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission report: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board at the end: {miniatures}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board at the end: no miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no players recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards: fame, feods and items (6.4.1, 6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties: every character&apos;s fate (6.4.1, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injury rolls (d10, R-99): {rolls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no log kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resolution.view</name>
    <message>
        <source>Write the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save {owner} results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the mission report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resolution.words</name>
    <message>
        <source>Training mission: nothing is written to the guilds: no fame, no feods, no injuries, no control spot (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The followers hired and the auctions won in the set-up are paid here, a line each (R-130).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In training: the hires are not charged (R-50, R-130); the lines below are what the mission would give, and nothing is paid or gained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fame and feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seriously injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>escaped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the control count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blood stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} ({colour}) wins {mission}, {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} ({colour}) wins {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guild wins {mission}: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all: fame {fame}, feods {feods}, blood stones {stones}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all: fame {fame}, feods {feods}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{question} Each guest takes their results home on a file: {guests}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({kind}): {fate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table only: in training every character comes home unharmed (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mercenary stays in the dormitory, shown but never usable again: not in the individual game, not in a mission (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the game: a follower or a daemon is the mission&apos;s (R-101)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To be active again {name} needs: {needs} (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready for the next mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deeds this mission: {deeds} (R-104)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title earned: {titles} (R-104, provisional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No control spot was at stake in this mission (6.4.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its effects: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its effects: none listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held before: {before}. Held now: {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fame {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feods {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blood stones {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} free on this computer&apos;s map ({holder} is a guest, R-108)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} to {holder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no guild of this computer changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the results? This cannot be undone from the app: {changes}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roster</name>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type / level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules_view</name>
    <message>
        <source>You asked about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the tracker: effects, counters, actions, the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keyword matches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>the set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission, ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission, its results written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission, given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage}, {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: none yet&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour}&apos;s player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: {devices}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.actions</name>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage +1 (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit to life +1 (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life +1 (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana summon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broken armour token (6.4.2, 7.3.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broken armour token taken off: only those on the card (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broken heart token; the last one kills (6.4.2, 7.3.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broken heart token taken off: only those on the card (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic damage: the armour takes it first (6.4.2). Key: D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hit straight to life, past the armour (6.4.2). Key: H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broken seal; one past the limit the app marks the character possessed (6.4.2, 7.2.3, R-33). Key: S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One white (common) mana cube channelled onto the character (6.4.2, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One white mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One black (dark) mana cube channelled onto the character (6.4.2, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One black mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bleeding token: a hit straight to life each turn start (6.4.2, 8.1, R-137). Key: B; given in an enemy&apos;s go, a death by it is that enemy&apos;s kill (R-77)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A poison token: one more at each turn&apos;s end (6.4.2, 8.1). Key: V; given in an enemy&apos;s go, a death by it is that enemy&apos;s kill (R-77)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a character on the board or a card (Tab or N: the next one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select a character first: tap the miniature on the board or the card (Tab/N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate FURY: for two turns the results of the character&apos;s fighting dice count double (bonuses and penalties are not doubled), and a broken heart comes at the end of each of those turns; paid in fate points (5.1.1, 8.4). Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move (M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a move: tap or drag to the square, see the path and its cost, confirm (7.2.1, 7.3.1). Key: M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a hand-to-hand attack: tap the character engaged, see the odds (7.3.2). Key: A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy a barrel or fence in the control zone: tap it, see the odds (7.3.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an arcane power: tap the target, choose the code and power (7.2.3.1). Key: C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll arcane dice for mana: the odds of broken seals first (7.2.3). Key: G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon (mana)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon paid in channelled mana: tap a square next to the summoner, see the draw (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free a possessed character or cancel an effect token: tap whom (7.2.3.5). Key: R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HIT or ARCANE HIT pentacle strikes every character in contact: see the damage each takes, then confirm (8.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up the object on the square (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put down the object carried (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape through its own deployment area (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.announce</name>
    <message>
        <source>VIGOR and WEAKNESS cubes off (8.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poison grows to {tokens} (8.1, 8.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FURY costs a heart, {what} (8.4), dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FURY costs a heart, {what} (8.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possessed: {what} (7.2.3), dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possessed: {what} (7.2.3); walks by the out-of-control card (5.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves the game: {why} (7.2.3.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-control card: d10 {roll} (5.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their death counts for {player} (R-74)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dies of poison (8.1, 8.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walked by the out-of-control card to {square} (d10 {roll}; 5.6, 7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran off the board by the out-of-control card (d10 {roll}): out of the game (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged: the out-of-control card does not move them (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1), dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1): no heart left to break, nothing changes (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1), dies: no heart left to break, nothing changes (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wave {number} enters (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wave}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wave} No character was kept aside for it: no one to place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the app counts, at the end of each turn, the turns one guild controls {area}; {turns} such turns win; the table may say who controls it (6.4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked at the end of each turn: a mercenary carrying the true relic in their guild&apos;s deployment zone wins (5.7, 7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked at the end of each turn: the last guild with characters in play wins (7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked at the end of each turn: the dignitary standing on {area} wins for their escorting guild (6.4.2, 7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked at the end of each turn: the first guild to destroy {count} {element} elements wins (7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted by the mission&apos;s scoring table all along; the one leader when the last turn ends wins (7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.assist_options</name>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.assist_plans</name>
    <message>
        <source>{test} ({ability}) on a d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{test} +{penalty} on the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{test}: passes {passes}, fails {fails}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{test}, {fate} fate points −{fate} (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error} ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error} (7.3.1: an engaging move ends engaging an enemy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot reach {square} facing {side} this move (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evasive movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaging movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {movement} ({rule}) to {square} facing {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path {path}: {cost} of {movement} movement points; spending them exhausts the movement token (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path {path}: {cost} of {movement} movement points, nothing spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged: first an evasive test, {test}; failed, the miniature stays where it is (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-to-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evasive test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{damage} damage {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged test {ability} on a d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed, {fighting} fighting + {enhanced} enhanced dice: no effect {miss}, armour hit {armour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{odds}, wound: {wounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour {armour}, impact resistance {impact}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{armour}; modifiers: {modifiers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shooter} shoots {target} with {weapon}: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{test}: passes {passes}; failed, a stray shot by the out-of-control card&apos;s d10 (7.2.2.2, 5.6; 10 rolls again): {stray}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranged test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stray shot, if the test fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enhanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} channels {count} arcane dice (7.2.3): on average {white} white and {black} black mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken seals: {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seals {seals} of {limit}: possessed {odds} (past the limit, 7.2.3); a seal&apos;s die leaves the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arcane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane power (7.2.3.1): {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} defends with an arcane test, paid in {mana} mana (7.2.3.5): {test}; passed, the power does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to free {name} from possession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to cancel an arcane effect token on {name} (R-35)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s arcane test {aim} (7.2.3.5), paid with one {mana} mana (R-36)
{test}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arcane test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: {fighting} fighting + {enhanced} enhanced dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} (7.3.2) in the first impact zone: only defends (7.3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} (7.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference (attack − defence): {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage to {defender}: {odds}; broken heart {heart} (7.3.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage to {attacker}: {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack fighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack enhanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence fighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence enhanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} destroys the element at {square} instead of attacking (7.3.2.2): {test}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-to-hand test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoning (7.2.3.2), paid in channelled mana: {what}
The draw from the pantheon: {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summoning}. Use faces: the card drawn at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight to life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s pentacle strikes (8.3): {strikes} on each character in contact, friend or foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is in contact: it strikes no one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice: Confirm applies it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} ({rule}). No dice: Confirm applies it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7.2.1: it ends the move, costs a point, no shot or power this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7.2.1: out through its own deployment area, out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: cannot be declared so ({error})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.assisted</name>
    <message>
        <source>Move: tap the square to end on, or drag the miniature (7.2.1, 7.3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot: tap the target on the board (7.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast: tap the target on the board, the caster for a power on self (7.2.3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon: tap a free square next to the summoner (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane test: tap whom it is for, the tester too (7.2.3.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack: tap the character engaged (7.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy: tap the barrel or fence in the control zone (7.3.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up the object on the square (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put down the object carried (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape through its own deployment area (7.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: it strikes every character in contact (8.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the declaration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.board</name>
    <message>
        <source>OBJECTIVE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.cards</name>
    <message>
        <source>DEAD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced by {guild}&apos;s daemon (7.2.3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESCAPED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POSSESSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bleeding {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poison {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summoning (a daemon in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daemon of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a daemon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FURY {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VIGOR {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WEAKNESS {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour: {tokens}/{most} broken, damage {damage}/{armour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts: {tokens}/{most} broken, damage {damage}/{hit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seals {seals}/{limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement token {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana: {white} white, {black} black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries: {objects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour {pips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour {pips} (damage {done}/{of})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts {pips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts {pips} (damage {done}/{of})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seals {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of control: {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons: {weapons}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes: {codes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}, range {range}, shot {shot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kills: {count} ({kinds})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.help</name>
    <message>
        <source>{words} on {name}&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} phase: {sub_phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the phase: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tracker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.history</name>
    <message>
        <source>{who}: {amount} damage to life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken armour {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken hearts {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {tokens}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {effect} on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {effect} off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: fate {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} killed {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end game: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table correction: {moves} (a photo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table correction: {moves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: seals {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: bleeding {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: poison {change}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.notices</name>
    <message>
        <source>news only: nothing changes on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {zone} zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wave {wave}: {player} ({colour}) pulls the card of {name} and places the miniature in {zone}: tap a lit square (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements: {who} brings {more} into the {zone} zone: no follower card to bring, so no one to place (6.4.2, R-88)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements: {who} brings {more} into the {zone} zone: pull the card chosen here, tap a lit square (6.4.2, R-88)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New objective: {objective} How the app checks it: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements: each guild&apos;s row below says whom it brings and where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: {done} (lit: {lit}): change the board to match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: {done}: change the board to match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daemon replaced: {owner} ({owner_colour}), your {daemon} leaves the game: take its card and miniature off the table. {other} ({other_colour}) summoned a {name}, and one daemon of a name stays on the board: yours was replaced, it did not escape (5.1.3, R-79)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective (6.4.1): {objective}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective: {progress}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.phase_bar</name>
    <message>
        <source>{name} moving, then may shoot or use the arcane sub-phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moving to engage, then may attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arcane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaging movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-to-hand attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission over: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn is over: every movement token is active (7.3.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategic phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brawl phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} · {sub_phase} sub-phase ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} · next: {sub_phases}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has had the one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({colour}) {weight} in {total} (first last turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({colour}) {weight} in {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({colour}) plays first, drawn: {chances} (7, R-34)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays first, drawn; the previous first player less likely (7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays first, drawn at the set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn limit: end game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elimination: end game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.replay</name>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start: the miniatures as deployed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the turn before (PageUp or Ctrl+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action on (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of this turn, or of the next (PageDown or Ctrl+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last action: where the mission stands (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({colour}): fate {fate}, kills {kills}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} · mission over: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mission from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} · begun {when} · {status} · {actions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the first action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its end (action {position} of {last})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action {position} of {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns} played, {phase}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.table_mode</name>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes {taken}: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour damage {damage}/{factor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit damage {damage}/{factor}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tracker.view</name>
    <message>
        <source>Give up this mission now? It cannot be resumed: it is no longer offered on start and takes no more actions. Its log is kept: it can still be replayed turn by turn from the set-up&apos;s Past missions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial.tour</name>
    <message>
        <source>Two ways to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc is played two ways. Alone, on the app: you look after your guild and send your mercenaries into the city. Together, at a table: the guilds fight a mission on the board while the app keeps count. This tour shows where each is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Guild view (Ctrl+1) holds your guild: its purse and its buildings, one tab each. Enlist the mercenaries of your code card in the Dormitory, arm them in the Armory, teach them arcane codes in the Arcane Library. Your box&apos;s other codes go in at the City Gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the City view (Ctrl+2) you send mercenaries to the city&apos;s control points: to explore a point nobody knows yet, then to acquire one you know. What your guild holds brings fame and feods as time goes by; now and then an event asks you to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mission at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two to four players meet at a table, the Mission view (Ctrl+3) brings their guilds together. A training mission wins and loses nothing; a standard one puts a control spot, fame and feods at stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app leads you through the preparation, one phase at a time: the draw of the spot fought over (standard missions), the objective, the map to build, the characters each guild brings, and where the miniatures stand. Everyone taps Next to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While you play on the board, the tracker keeps each character&apos;s damage, broken seals and effects, the fate points and the kills, and moves to the next turn when you say so. F1 over it explains what you point at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the mission ends the app names the winner, shares out fame and feods, and says what became of each character; after a standard mission it also says who holds the spot. Then play again, or go back to your guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Board view (Ctrl+4) draws a mission&apos;s map. Ask it how far a character may move, which zones it controls and whether a line of fire is clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Catalog view (Ctrl+5) lists every card the app knows, set by set. Their values are our provisional design until the printed ones are known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rules view (Ctrl+6) holds the rules, searchable. A section number shown as a link anywhere in the app opens it there, and F1 opens it at what you are looking at. Help &gt; Tutorial shows this tour again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>unavailable</name>
    <message>
        <source>{what}: a file it needs is damaged.

{error}

Correct that file (or delete your own copy in the data folder to use the app&apos;s), then start DemLoc again. Nothing in your guilds is changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>undo_rows</name>
    <message>
        <source>Not undone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>The board cannot open: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guild cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active guild: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guild overview (fame, feods, blood stones, buildings, the ledger), the dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate to redeem set codes (rulebook 5.1, 6.2, 6.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map of the city&apos;s five areas and their control points: send mercenaries to explore and acquire them, collect what they yield, answer the city&apos;s events (rulebook 6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City of DemLoc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a database to play the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome</name>
    <message>
        <source>Add a &amp;player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new player needs the guilds&apos; database, still opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player yet: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Guild view cannot be shown: see it for why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {what}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome.commands</name>
    <message>
        <source>New player {player}, guild {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not redone: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is no longer in the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} changed since it was made (in another window or the mission): it is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {what}. No player now: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome.dialog</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
