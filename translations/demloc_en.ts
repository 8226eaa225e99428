<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>ActionPanel</name>
    <message numerus="yes">
        <source>FURY ✓ %n turn(s) left</source>
        <translation>
            <numerusform>FURY ✓ %n turn left</numerusform>
            <numerusform>FURY ✓ %n turns left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activate FURY (%n fate point(s))</source>
        <translation>
            <numerusform>Activate FURY (%n fate point)</numerusform>
            <numerusform>Activate FURY (%n fate points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message numerus="yes">
        <source>{name} has moved this turn ({spent} of %n movement point(s) spent): their movement token is exhausted and they move no more until the next turn (7.2.1). Undo the move to change it, or New turn.</source>
        <translation>
            <numerusform>{name} has moved this turn ({spent} of %n movement point spent): their movement token is exhausted and they move no more until the next turn (7.2.1). Undo the move to change it, or New turn.</numerusform>
            <numerusform>{name} has moved this turn ({spent} of %n movement points spent): their movement token is exhausted and they move no more until the next turn (7.2.1). Undo the move to change it, or New turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} cannot reach {square} facing {side} with %n movement point(s) left (7.2.1)</source>
        <translation>
            <numerusform>{name} cannot reach {square} facing {side} with %n movement point left (7.2.1)</numerusform>
            <numerusform>{name} cannot reach {square} facing {side} with %n movement points left (7.2.1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message numerus="yes">
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path} (and %n earlier one(s) beside it).</source>
        <translation>
            <numerusform>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path} (and %n earlier one beside it).</numerusform>
            <numerusform>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path} (and %n earlier ones beside it).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message numerus="yes">
        <source>moved this turn ({spent} of %n point(s) spent): movement token exhausted, no more moves until New turn (7.2.1)</source>
        <translation>
            <numerusform>moved this turn ({spent} of %n point spent): movement token exhausted, no more moves until New turn (7.2.1)</numerusform>
            <numerusform>moved this turn ({spent} of %n points spent): movement token exhausted, no more moves until New turn (7.2.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>movement token active, %n movement point(s)</source>
        <translation>
            <numerusform>movement token active, %n movement point</numerusform>
            <numerusform>movement token active, %n movement points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPhoto</name>
    <message numerus="yes">
        <source>From a photo: %n miniature(s) placed</source>
        <translation>
            <numerusform>From a photo: %n miniature placed</numerusform>
            <numerusform>From a photo: %n miniatures placed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>{name} to {square} facing {side}: {cost} of %n movement point(s) spent; their movement token is exhausted until the next turn (7.2.1)</source>
        <translation>
            <numerusform>{name} to {square} facing {side}: {cost} of %n movement point spent; their movement token is exhausted until the next turn (7.2.1)</numerusform>
            <numerusform>{name} to {square} facing {side}: {cost} of %n movement points spent; their movement token is exhausted until the next turn (7.2.1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message numerus="yes">
        <source>%n problem(s):</source>
        <translation>
            <numerusform>%n problem:</numerusform>
            <numerusform>%n problems:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardsScreen</name>
    <message numerus="yes">
        <source>; %n broken seal(s): no effect now</source>
        <translation>
            <numerusform>; %n broken seal: no effect now</numerusform>
            <numerusform>; %n broken seals: no effect now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n arcane die(s) for {name}</source>
        <translation>
            <numerusform>Roll %n arcane die for {name}</numerusform>
            <numerusform>Roll %n arcane dice for {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: choose the face of arcane die(s) {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</source>
        <translation>
            <numerusform>{name}: choose the face of arcane die {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</numerusform>
            <numerusform>{name}: choose the face of arcane dice {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message numerus="yes">
        <source>{shown} of %n card(s)</source>
        <translation>
            <numerusform>{shown} of %n card</numerusform>
            <numerusform>{shown} of %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n page(s) of {paper}</source>
        <translation>
            <numerusform>%n page of {paper}</numerusform>
            <numerusform>%n pages of {paper}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n mercenary</numerusform>
            <numerusform>%n mercenaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n follower</numerusform>
            <numerusform>%n followers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n daemon(s)</source>
        <translation>
            <numerusform>%n daemon</numerusform>
            <numerusform>%n daemons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more character(s)</source>
        <translation>
            <numerusform>%n more character</numerusform>
            <numerusform>%n more characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n armour token(s) broken ({now}/{limit})</source>
        <translation>
            <numerusform>%n armour token broken ({now}/{limit})</numerusform>
            <numerusform>%n armour tokens broken ({now}/{limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s) broken ({now}/{limit})</source>
        <translation>
            <numerusform>%n heart broken ({now}/{limit})</numerusform>
            <numerusform>%n hearts broken ({now}/{limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n kill</numerusform>
            <numerusform>%n kills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation>
            <numerusform>%n mission survived</numerusform>
            <numerusform>%n missions survived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n objective</numerusform>
            <numerusform>%n objectives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log (%n line(s))</source>
        <translation>
            <numerusform>The log (%n line)</numerusform>
            <numerusform>The log (%n lines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DormitoryTab</name>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n kill</numerusform>
            <numerusform>%n kills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation>
            <numerusform>%n mission survived</numerusform>
            <numerusform>%n missions survived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n objective</numerusform>
            <numerusform>%n objectives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dormitory level {level}: {living} of %n slot(s) taken, {per_type} of a type at most</source>
        <translation>
            <numerusform>Dormitory level {level}: {living} of %n slot taken, {per_type} of a type at most</numerusform>
            <numerusform>Dormitory level {level}: {living} of %n slots taken, {per_type} of a type at most</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GateTab</name>
    <message numerus="yes">
        <source>{account} owns: {sets} (%n card(s))</source>
        <translation>
            <numerusform>{account} owns: {sets} (%n card)</numerusform>
            <numerusform>{account} owns: {sets} (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GuildView</name>
    <message numerus="yes">
        <source>The undo history of the version before (%n guild action(s)) is kept in the database now: Undo goes on from where it stood.</source>
        <translation>
            <numerusform>The undo history of the version before (%n guild action) is kept in the database now: Undo goes on from where it stood.</numerusform>
            <numerusform>The undo history of the version before (%n guild actions) is kept in the database now: Undo goes on from where it stood.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerTab</name>
    <message numerus="yes">
        <source>{count} line(s)</source>
        <translation>
            <numerusform>{count} line</numerusform>
            <numerusform>{count} lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n set(s)</source>
        <translation>
            <numerusform>%n set</numerusform>
            <numerusform>%n sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n data file(s) skipped: see Catalog (Ctrl+5)</source>
        <translation>
            <numerusform>⚠ %n data file skipped: see Catalog (Ctrl+5)</numerusform>
            <numerusform>⚠ %n data files skipped: see Catalog (Ctrl+5)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissionsTab</name>
    <message numerus="yes">
        <source>{count} mission(s)</source>
        <translation>
            <numerusform>{count} mission</numerusform>
            <numerusform>{count} missions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObjectiveScreen</name>
    <message numerus="yes">
        <source>Wave {number}: turn {turn}, %n slot(s). {text}</source>
        <translation>
            <numerusform>Wave {number}: turn {turn}, %n slot. {text}</numerusform>
            <numerusform>Wave {number}: turn {turn}, %n slots. {text}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageSetupDialog</name>
    <message numerus="yes">
        <source>%n page(s) ({rows} rows × {columns} columns) at {size} mm a square; trim each page's left and top edges at the crop marks, lay them on the dashed lines of the pages before, and tape.</source>
        <translation>
            <numerusform>%n page ({rows} rows × {columns} columns) at {size} mm a square; trim each page's left and top edges at the crop marks, lay them on the dashed lines of the pages before, and tape.</numerusform>
            <numerusform>%n pages ({rows} rows × {columns} columns) at {size} mm a square; trim each page's left and top edges at the crop marks, lay them on the dashed lines of the pages before, and tape.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareControls</name>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message numerus="yes">
        <source>%n mercenary(ies) injured</source>
        <translation>
            <numerusform>%n mercenary injured</numerusform>
            <numerusform>%n mercenaries injured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The master's office sends {limit} at once; %n mercenary(ies) out (6.2).</source>
        <translation>
            <numerusform>The master's office sends {limit} at once; %n mercenary out (6.2).</numerusform>
            <numerusform>The master's office sends {limit} at once; %n mercenaries out (6.2).</numerusform>
        </translation>
    </message>
</context>
</TS>