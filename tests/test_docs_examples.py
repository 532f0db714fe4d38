"""Every worked example of docs/rules.md, checked against the engine.

Each ``check`` restates one claim the document makes (a deal, an analysis table, a
Stop! verdict, a score); the test fails listing every claim that no longer holds, so
the rules text and the engine cannot drift apart.
"""
# ruff: noqa
# mypy: ignore-errors
from pathlib import Path

from crapette.engine import *
from crapette.engine.position import SplitMix64, shuffled_deck
from crapette.engine.cards import card_text
from crapette.engine.variants import highest_reserve_starts, lowest_reserve_starts
from crapette.engine import game as gm, outcome as oc
from crapette.words import say

FAILURES: list = []


def _run_examples() -> None:

    def P(houses, fnd, sr, nr, nd, hand=("2D","7H"), hc=None, variants=(), sd=(), to_move="south"):
        return Position.from_json({"format":"crapette-position/1","variants":list(variants),"to_move":to_move,
          "south":{"reserve":list(sr),"hand":list(hand),"hand_card":hc,"discard":list(sd)},
          "north":{"reserve":list(nr),"hand":["5C"],"hand_card":None,"discard":list(nd)},
          "houses":[list(h) for h in houses],"foundations":[list(f) for f in fnd]+[[]]*(8-len(fnd))})
    def an(g): return {str(a): (v.rule if v else None) for a,v in g.analysis()}
    def check(cond, what):
        if not cond:
            FAILURES.append(what)

    # SplitMix vectors
    r=SplitMix64(0); check([r.next() for _ in range(3)]==[0xe220a8397b1dcdaf,0x6e789e6aa1b965f4,0x06c45d188009454f],"splitmix seed 0")
    r=SplitMix64(1); check([r.next() for _ in range(3)]==[0x910a2dec89025cc1,0xbeeb8da1658eec67,0xf893a2eefb32555e],"splitmix seed 1")
    check(0x910a2dec89025cc1 % 52 == 45, "first j = 45")
    r=SplitMix64(1); s=" ".join(card_text(c) for c in shuffled_deck(r)); n=" ".join(card_text(c) for c in shuffled_deck(r))
    check(s=="5S 3C 5C 9D 6C JS 6S 5H QS 3H 5D 7D AH 4H TC 8H 9C 8D AD 4D QC 4C TH 9S KC KD 6H QH 3S JH 2D 2H TS 2C 7H KS 8S KH TD 7C 6D 4S JD AC AS 7S 2S 3D 8C JC 9H QD","south deck seed 1")
    check(n=="7C QH 2C 9S 8H 9C 4D QC 6D 7S 4C KH KD 3C 5C 5S 3D 9D AC 7H 8D AD QS JC 6S 2H 4H TS TD TH 3H 2S AH JD 2D 3S 6H 9H 4S JH 8C KS AS 5H JS TC 6C 8S QD KC 7D 5D","north deck seed 1")
    j=Position.deal(1).to_json()
    check(j["south"]["reserve"][-1]=="AH" and j["north"]["reserve"][-1]=="KD" and j["to_move"]=="south","seed 1 reserves/start")
    check(j["houses"]==[["3D"],["5S"],["5C"],["3C"],["4H"],["TC"],["8H"],["9C"]],"seed 1 houses")
    check(j["south"]["hand"][-1]=="8D" and j["north"]["hand"][-1]=="9D" and len(j["south"]["hand"])==35,"seed 1 hands")
    for v,rs,hs in (("reserve-11",11,37),("reserve-12",12,36)):
        j=Position.deal(1,Rules.from_names([v])).to_json(); check(len(j["south"]["reserve"])==rs and len(j["north"]["hand"])==hs, v)
    try: Rules.from_names(["reserve-11","reserve-12"]); check(False,"reserve conflict")
    except VariantError: check(True,"reserve conflict")

    # start rules
    def sp(srr,nrr,houses): return P([[h] for h in houses],[],[srr],[nrr],[],hand=[])
    check(lowest_reserve_starts(sp("7D","7S",["9H","JD","4C","8C","8S","KD","3S","9C"]))==SOUTH,"lowest tie example")
    check(highest_reserve_starts(sp("QH","QS",["AC","3D","5H","8S","9C","4D","KH","2S"]))==NORTH,"highest example")
    # 003/004 break a tie by the tableau only (ruling 19); equal tableaux: south (ours)
    check(highest_reserve_starts(sp("QH","QS",["9C","4D","KH","2S","9D","4C","KS","2H"]))==SOUTH,"highest tableau tie")
    # 000 breaks it by suit at once: spades beat hearts
    from crapette.engine.variants import highest_suit_starts
    check(highest_suit_starts(sp("QH","QS",["AC","3D","5H","8S","9C","4D","KH","2S"]))==NORTH,"highest suit tiebreak")

    # P1
    p1=lambda: Game(P([["2C"],["KD","QS"],["8H"],["5S"],["TD"],["JC"],["3S"],["9D"]],[["AC"],["AH","2H"]],["9C","3H"],["QD"],["4S"],hand=["KS","4D"]))
    g=p1(); check(an(g)=={"SR-F2":None,"H1-F1":"P1","H4-ND":"P1","H5-H6":"P1","H7-ND":"P1","turn":"P1"},"P1 table")
    g.push(parse_action("SR-F2")); check(an(g)=={"SR-H5":"P2","H1-F1":None,"H4-ND":"P2","H5-H6":"P2","H7-ND":"P2","turn":"P2"},"P1 after")
    g=p1(); g.push(parse_action("H1-F1")); v=g.push(parse_action("stop"))
    check(v.founded and str(v.played_instead)=="SR-F2" and not v.discarded and g.to_move==NORTH,"stop P1")
    a=an(g); check([k for k,x in a.items() if k.endswith(tuple(f"F{i}" for i in range(1,9)))]==["H1-F1"] and a["H1-F1"] is None,"north must H1-F1")
    # P2
    p2=lambda: Game(P([["JH"],["KD","QS"],["8H"],["6S"],["TD"],["JC"],["9S"],["2S"]],[["AC","2C","3C"],["AH"],["AD","2D","3D","4D"],["AS"]],["9C","KS"],["2H"],["4S"],hand=["7C"],hc="5D",sd=["QC"]))
    g=p2(); check(an(g)=={"SH-F3":None,"SH-H4":"P2","SH-SD":"P2","H1-H2":"P2","H3-H7":"P2","H5-H6":"P2","H7-H5":"P2","H8-F4":None},"P2 table")
    g=p2(); g.push(parse_action("SH-SD")); v=g.push(parse_action("stop")); check(v.founded and str(v.played_instead)=="SH-F3" and not v.discarded and g.to_move==NORTH,"stop P2 canonical")
    g=p2(); g.push(parse_action("SH-SD")); v=g.push(parse_action("stop H8-F4")); check(v.founded and str(v.played_instead)=="H8-F4" and v.discarded and g.position.to_json()["south"]["discard"][-1]=="5D","stop P2 named")
    g=p2(); g.push(parse_action("SH-SD")); g.push(parse_action("turn")); v=g.push(parse_action("stop")); check(v.caller==SOUTH,"late call judges north's action")
    # P3
    p3=lambda v=(): Game(P([["KH"],[],["8H"],["6S"],["TD"],["JC"],["QS"],["8D"]],[["AC"],["AH"],["AD"],["AS"]],["2C","9C"],["JH"],["4S"],hand=["KS","7C"],sd=["QC"],variants=v))
    g=p3(); a=an(g); check(a["turn"]=="P3" and all(x is None for k,x in a.items() if k!="turn") and "SR-H2" in a and "SR-H5" in a and "H7-H1" in a and "H3-H2" in a,"P3 table")
    g.push(parse_action("SR-H5")); check(an(g)["turn"]=="P1","P3 after SR-H5 -> P1 (2C)")
    g=p3(); g.push(parse_action("turn")); v=g.push(parse_action("stop")); j=g.position.to_json()
    check(v.founded and str(v.played_instead)=="SR-H2" and j["south"]["hand"]==["KS","7C"] and j["south"]["discard"]==["QC"] and g.to_move==NORTH,"stop on turn P3")
    g=p3(); g.push(parse_action("H7-H1")); v=g.push(parse_action("stop")); check(not v.founded and g.to_move==SOUTH,"unfounded P3: "+say(v.why))
    g=p3(("false-stop-penalty",)); g.push(parse_action("H7-H1")); v=g.push(parse_action("stop")); 
    for a_ in ["SR-H2","SR-F1","turn","SH-SD"]: g.push(parse_action(a_))
    check(g.to_move==SOUTH,"penalty: mid-turn caller skipped")
    g=p3(("false-stop-penalty",))
    for a_ in ["SR-H2","SR-F1","turn","SH-SD"]: g.push(parse_action(a_))
    v=g.push(parse_action("stop")); check(g.to_move==SOUTH and not v.founded,"penalty: start-of-turn caller loses that turn")
    g=p3(("false-stop-penalty",)); g.push(parse_action("H7-H1")); g.push(parse_action("stop")); g.push(parse_action("H1-H7")); g.push(parse_action("stop")); check(g._skip[1] is True,"penalty not cumulative (flag)")
    # strict mode
    g=p3(); g=Game(g.position.copy(),"strict")
    try: g.push(parse_action("turn")); check(False,"strict refuses")
    except PriorityError as e: check("P3: your reserve is not empty and house 2 is empty: fill the empty houses from your reserve before turning a hand card: 9♣ from south's reserve to house 2 (SR-H2)." in str(e),"strict message")
    # winning cannot be stopped
    g=Game(P([["2C"],["KD","QS"],["8H"],["5S"],["TD"],["JC"],["3S"],["9D"]],[["AC"]],[],["QD"],["4S"],hand=[],hc="9C"))
    g.push(parse_action("SH-H5")); check(g.is_over and not g.can_stop(),"win ends, no stop")
    check(gm.NO_FOUNDATION_LIMIT==1000 and gm.STALEMATE_CYCLES==2 and oc.WIN_BONUS==30 and oc.DEFAULT_TARGET==300,"constants")

    # strict-priorities
    SH=[["QH"],["9C"],["4D","3C","2H"],["JS"],["3S"],["9D"],["9H","8C","7D"],["8S"]]
    SF=[["AC","2C"],["AH","2H","3H","4H","5H","6H","7H","8H"]]
    try:
        g=Game(P(SH,SF,["KS"],["9H"],["6D"]))
        check(all(x is None for x in an(g).values()),"S1 position standard: all allowed")
        g=Game(P(SH,SF,["KS"],["9H"],["6D"],variants=["strict-priorities"]))
        check([r.id for r in g.rules.priorities]==["P1","P2","S1","S2","P3","S3"],"ladder order")
        check(an(g)=={"H3-H5":None,"H4-H1":"S1","H7-H8":None,"H7-ND":None,"H8-H6":"S1","turn":"S1"},"S1 table")
        g=Game(P(SH,SF,["KS"],["9H"],["6D"],variants=["strict-priorities","minimal-freeing"]))
        check([r.id for r in g.rules.priorities]==["P1","P2","M1","S1","S2","P3","S3"],"ladder order M1")
        check(an(g)=={"H3-H5":None,"H4-H1":"S1","H7-H8":"M1","H7-ND":"M1","H8-H6":"S1","turn":"S1"},"M1 table")
        g=Game(P([["QH"],["9C"],["KC","QD","JS"],["4C"],["3S"],["TD"],["7C"],["5D"]],[["AC","2C"]],["KS"],["9H"],["6D"],variants=["strict-priorities"]))
        check(an(g)=={"H2-H6":"S2","H3-H1":"S2","H4-H8":"S2","H6-H3":"S2","H8-ND":None,"turn":"S2"},"S2 table")
        s3=lambda: Game(P([["QH"],["KC","QD"],["8C"],["JS"],["3S"],["KD"],["7C"],["5D"]],[["AC","2C"]],["6H","KS"],["9H"],["2H"],variants=["strict-priorities"]))
        g=s3(); check(an(g)=={"H4-H1":None,"H4-H2":None,"turn":"S3"},"S3 table")
        g.push(parse_action("H4-H1")); check(an(g)["turn"]=="P3","S3 then P3")
        g.push(parse_action("SR-H4")); check(an(g)["turn"]=="S3","S3 again")
        g=s3(); g.push(parse_action("turn")); v=g.push(parse_action("stop")); check(str(v.played_instead)=="H4-H1","S3 canonical")
        try: Rules.from_names(["minimal-freeing"]); check(False,"M1 requires strict")
        except VariantError: check(True,"M1 requires strict")
    except CrapetteError as e:
        check(False, f"strict variants: {e}")
    print("variants:", sorted(VARIANTS))

    # --- later variants
    from crapette.engine.variants import tableau_starts
    from crapette.engine.outcome import Match
    def PX(houses, fnd, sr, nr, nd, variants, extra, hand=("2D","7H")):
        o={"format":"crapette-position/1","variants":list(variants),"to_move":"south",
          "south":{"reserve":list(sr),"hand":list(hand),"hand_card":None,"discard":[]},
          "north":{"reserve":list(nr),"hand":["5C"],"hand_card":None,"discard":list(nd)},
          "houses":[list(h) for h in houses],"foundations":[list(f) for f in fnd]+[[]]*(8-len(fnd))}
        o.update(extra); return Position.from_json(o)
    try:
        check(tableau_starts(Position.deal(1))==NORTH, "tableau-starts seed 1 north")
        check(Match().starter(True, None) is None and Match().starter(True, 0)==1 and Match().starter(False, 0) is None, "alternating starter")
        P1H=[["2C"],["KD","QS"],["8H"],["5S"],["TD"],["JC"],["3S"],["9D"]]; P1F=[["AC"],["AH","2H"]]
        g=Game(PX(P1H,P1F,["9C","3H"],["QD"],["4S"],["early-turn"],{}))
        check(an(g)["turn"] is None and an(g)["H1-F1"]=="P1","early-turn first action")
        g.push(parse_action("turn")); check(an(g)["SH-SD"]=="P1","early-turn after turn P1")
        GH=[[],["KD","QS"],["9C","8H","7S"],["5S"],["TD"],["9S"],["3S"],["9D"]]
        g=Game(PX(GH,[["AC"]],["4C"],["QD"],["4S"],["group-moves"],{}))
        a=an(g); check("H3:2-H6" in a and "H3:3-H5" in a and a["H3:2-H6"] is None,"group-moves example")
        for bad in (["group-moves","strict-priorities"],["highest-starts","tableau-starts"],["highest-starts","face-down-reserve"],["face-down-tableau","face-down-tableau-2"]):
            try: Rules.from_names(bad); check(False,f"conflict {bad}")
            except VariantError: check(True,f"conflict {bad}")
        FH=[["QH"],["9C"],["5D","8H","7S"],["JS"],["3S"],["9D"],["7C"],["8D"]]
        for v,lad in ((["face-down-tableau"],["P1","P2","S1","S4","S2","P3","S3"]),(["face-down-tableau","strict-priorities"],["P1","P2","S1","S4","S2","P3","S3"]),(["face-down-tableau","strict-priorities","minimal-freeing"],["P1","P2","M1","S1","S4","S2","P3","S3"])):
            g=Game(PX(FH,[["AC","2C"]],["KS"],["9H"],["6D"],v,{"houses_face_down":[0,0,1,0,0,0,0,0]}))
            check([r.id for r in g.rules.priorities]==lad and an(g)=={"H3-H8":None,"H4-H1":"S4","H7-H8":"S4","H8-H2":"S4","turn":"S4"}, f"S4 {v}")
        g=Game(PX(FH,[["AC","2C"]],["KS"],["9H"],["6D"],["face-down-tableau"],{"houses_face_down":[0,0,1,0,0,0,0,0]}))
        g.push(parse_action("H3-H8")); g.push(parse_action("H3-H2")); check(g.position.face_down[2]==0,"face-down card flips")
        for v,hs,top in ((["face-down-tableau"],31,"4C"),(["face-down-houses-2"],35,"8D")):
            j=Position.deal(1,Rules.from_names(v)).to_json(); check(len(j["south"]["hand"])==hs and j["south"]["hand"][-1]==top,f"{v} deal")
        j=Position.deal(1,Rules.from_names(["face-down-tableau"])).to_json()
        check(j["houses"][4:]==[["9C","8D"],["8H","AD"],["TC","4D"],["4H","QC"]],"fdt south houses order")
        H=[["AC"],["KD","QS"],["8H"],["5S"],["TD"],["JC"],["3S"],["2C"]]
        g=Game(PX(H,[],["9C","3H"],["QD","4C"],["4S"],["face-down-reserve"],{"reserve_face_down":["south","north"]}))
        r0=g.position.reserve_hidden; g.push(parse_action("H1-F1")); r1=g.position.reserve_hidden; g.push(parse_action("H8-F1")); r2=g.position.reserve_hidden
        check(r0==(True,True) and r1==(True,True) and r2==(False,True),"face-down-reserve reveal timing")
        g=Game.new(1,["face-down-reserve"]); check(g.to_move==NORTH and g.position.reserve_hidden==(True,False),"face-down-reserve seed 1")
    except CrapetteError as e:
        check(False, f"later variants: {e}")
    print("variants:", sorted(VARIANTS))

    # --- crapette-call
    try:
        V=["crapette-call"]
        g=Game(PX([["QH"],["9C"],["4D","3C","2H"],["JS"],["5S"],["KD"],["7C"],["8S"]],[["AC","2C"]],["KS"],["9H"],["6D"],V,{}))
        check([r.id for r in g.rules.priorities]==["C1","C2","C3"] and an(g)=={"H4-H1":None,"turn":"C1"},"crapette example analysis")
        g.push(parse_action("turn")); v=g.push(parse_action("crapette H4-H1 H3-H4 H3-F1"))
        j=g.position.to_json()
        check(v.founded and g.to_move==NORTH and j["south"]["discard"]==["7H"] and j["houses"][2]==["4D","3C","2H"],"crapette founded, nothing taken back")
        g=Game(PX([["QH"],["9C"],["4D","3C","2H"],["JS"],["5S"],["KD"],["7C"],["8S"]],[["AC","2C"]],["KS"],["9H"],["6D"],V,{}))
        g.push(parse_action("turn")); v=g.push(parse_action("crapette")); check(v.founded,"plain crapette founded (ruling 16)")
        try: Rules.from_names(V+["face-down-tableau"]); check(False,"crapette + fdt conflict")
        except VariantError: check(True,"crapette + fdt conflict")
        P2H=[["JH"],["KD","QS"],["8H"],["6S"],["TD"],["JC"],["9S"],["2S"]]; P2F=[["AC","2C","3C"],["AH"],["AD","2D","3D","4D"],["AS"]]
        g=Game(PX(P2H,P2F,["9C","KS"],["2H"],["4S"],V,{},hand=["7C"]))
        check(an(g).get("NR-F2") is None and "NR-F2" in an(g),"opponent card to foundation allowed (C1 ok, no hand card)")
        P3H=[["KH"],[],["8H"],["6S"],["TD"],["JC"],["QS"],["8D"]]; P3F=[["AC"],["AH"],["AD"],["AS"]]
        g=Game(PX(P3H,P3F,["2C","9C"],["JH"],["4S"],V,{},hand=["KS","7C"]))
        a=an(g); check(a["turn"]=="C2" and a["SR-H2"] is None and a["SR-H5"] is None,"C2 example")
        for bad in (["crapette-call","strict-priorities"],["crapette-call","group-moves"]):
            try: Rules.from_names(bad); check(False,f"conflict {bad}")
            except VariantError: check(True,f"conflict {bad}")
        g=Game(PX([["QH"],["9C"],["4D","3C","2H"],["JS"],["5S"],["KD"],["7C"],["8S"]],[["AC","2C"]],["KS"],["9H"],["6D"],V,{}))
        g.push(parse_action("H4-H1"))
        try: g.push(parse_action("stop")); check(False,"stop refused under crapette-call")
        except CrapetteError: check(True,"stop refused under crapette-call")
    except CrapetteError as e:
        check(False, f"crapette: {e}")


def test_rules_md_examples_hold() -> None:
    FAILURES.clear()
    _run_examples()
    assert FAILURES == []


def test_packaged_rules_text_is_docs_rules_md() -> None:
    """One rules document: the package's copy is a link to docs/rules.md, read through the
    package resources exactly as the app reads it (F1)."""
    from importlib import resources

    root = Path(__file__).resolve().parents[1]
    packaged = root / "src" / "crapette" / "data" / "rules.md"
    assert packaged.is_symlink()
    assert packaged.resolve() == (root / "docs" / "rules.md").resolve()
    text = resources.files("crapette").joinpath("data/rules.md").read_text(encoding="utf-8")
    assert text == (root / "docs" / "rules.md").read_text(encoding="utf-8")
