# ruff: noqa: E501  (one case per line reads best as a table)
"""Two or more hands of our own for every fan, each checked by hand against the Green Book.

One case a line: the fan it demonstrates | why the hand shows it (the test id) | hand |
winning tile | flags (sd self-drawn, lt last tile, lok last of kind, kt kong tile, fl=N
flowers, - none; seat South, prevalent West always) | total | every counted fan, in order.
"""

from __future__ import annotations

from collections import Counter

import pytest
from scoring import FANS, score

TABLE = """
Big Four Winds | four concealed wind pungs, single wait on the pair | EEESSSWWWNNN5m | 5m | - | 159 | Big Four Winds, Four Concealed Pungs, Half Flush, Single Wait
Big Four Winds | melded kong of East, won on the dragon pair | [EEEE][SSS]WWWNNNC | C | - | 156 | Big Four Winds, All Honors, Two Concealed Pungs, Melded Kong, Single Wait
Big Three Dragons | three concealed dragon pungs | CCCFFFPPP123m9p | 9p | - | 112 | Big Three Dragons, Three Concealed Pungs, Outside Hand, Concealed Hand, One Voided Suit, Single Wait
Big Three Dragons | two claimed dragon pungs, shanpon completes a 4s pung | [CCC][FFF]PPP44s55s | 4s | - | 100 | Big Three Dragons, All Pungs, Half Flush
All Green | green dragon pung and bamboo chows | 234s234s666sFFF8s | 8s | - | 95 | All Green, Dragon Pung, Concealed Hand, Two Concealed Pungs, Pure Double Chow
All Green | without the green dragon it is also a full flush | [234s][666s]222s88s33s | 8s | - | 116 | All Green, Full Flush, Tile Hog, All Simples
Nine Gates | won on a 2 of the suit by discard | 1112345678999s | 2s | - | 92 | Nine Gates, Two Concealed Pungs, Short Straight, Pung of Terminals or Honors
Nine Gates | self-drawn on the 1 gives straight and tile hog | 1112345678999m | 1m | sd | 107 | Nine Gates, Pure Straight, Tile Hog, Self-Drawn
Four Kongs | three melded kongs and a bamboo kong, honour single | [1111m][2222p][3333s][4444s]E | E | - | 103 | Four Kongs, Mixed Shifted Pungs, Melded Hand, Pung of Terminals or Honors
Four Kongs | two concealed kongs also make two concealed pungs | {5555m}[6666p]{7777s}[EEEE]C | C | - | 105 | Four Kongs, Mixed Shifted Pungs, All Types, Two Concealed Pungs, Pung of Terminals or Honors
Seven Shifted Pairs | 1 to 7 of characters | 1122334455667m | 7m | - | 88 | Seven Shifted Pairs
Seven Shifted Pairs | 3 to 9 of dots self-drawn | 3344556677889p | 9p | sd | 89 | Seven Shifted Pairs, Self-Drawn
Thirteen Orphans | waiting on the white dragon alone | 19m19p19sESWNCFF | P | - | 88 | Thirteen Orphans
Thirteen Orphans | thirteen-sided wait self-drawn | 19m19p19sESWNCFP | E | sd | 89 | Thirteen Orphans, Self-Drawn
All Terminals | four concealed terminal pungs | 111m999m111p999p1s | 1s | - | 129 | All Terminals, Four Concealed Pungs, Single Wait
All Terminals | claimed terminal pungs, shanpon on 9m | [111m][999s]111p99p99m | 9m | - | 64 | All Terminals
Little Four Winds | three wind pungs, won on the north pair | EEESSSWWWN567p | N | - | 93 | Little Four Winds, Three Concealed Pungs, Half Flush, Prevalent Wind, Seat Wind, Concealed Hand, Single Wait
Little Four Winds | claimed north and west, south pair | [NNN][WWW]EEESS99m | 9m | - | 104 | Little Four Winds, All Terminals and Honors, Half Flush, Prevalent Wind
Little Three Dragons | white pair won by discard | CCCFFFP123m456p | P | - | 70 | Little Three Dragons, Concealed Hand, Two Concealed Pungs, One Voided Suit, Single Wait
Little Three Dragons | claimed red and white, green pair | [CCC][PPP]FF789s22p | 2p | - | 65 | Little Three Dragons, One Voided Suit
All Honors | concealed honours with a single wait | EEESSSCCCFFFP | P | - | 195 | Little Three Dragons, All Honors, Four Concealed Pungs, Seat Wind, Single Wait
All Honors | claimed winds, dragon shanpon | [NNN][WWW]CCCPPFF | F | - | 130 | Little Three Dragons, All Honors, Prevalent Wind
Four Concealed Pungs | concealed pungs, honour single wait | 111m222p333s444sE | E | - | 74 | Four Concealed Pungs, Mixed Shifted Pungs, Pung of Terminals or Honors, Single Wait
Four Concealed Pungs | self-drawn shanpon keeps the pung concealed | 555m666p777s88s99s | 9s | sd | 75 | Four Concealed Pungs, Mixed Shifted Pungs, Pung of Terminals or Honors, No Honors, Self-Drawn
Pure Terminal Chows | bamboo 123 123 789 789 55 | 1122335577889s | 9s | - | 66 | Pure Terminal Chows, Concealed Hand
Pure Terminal Chows | characters won on the pair | 123123789789m5m | 5m | - | 67 | Pure Terminal Chows, Concealed Hand, Single Wait
Quadruple Chow | four 234m chows | 234234234234m5p | 5p | - | 56 | Quadruple Chow, Concealed Hand, All Chows, All Simples, One Voided Suit, Single Wait
Quadruple Chow | two claimed 678s chows | [678s][678s]678678sN | N | - | 55 | Quadruple Chow, Half Flush, Single Wait
Four Pure Shifted Pungs | 2 3 4 5 of characters concealed | 222333444555m9s | 9s | - | 115 | Four Concealed Pungs, Four Pure Shifted Pungs, One Voided Suit, No Honors, Single Wait
Four Pure Shifted Pungs | claimed 5 6 dots | [555p][666p]777p88p99m | 8p | - | 50 | Four Pure Shifted Pungs, One Voided Suit, No Honors
Four Pure Shifted Chows | step one | 123234345456m9s | 9s | - | 38 | Four Pure Shifted Chows, Concealed Hand, All Chows, One Voided Suit, Single Wait
Four Pure Shifted Chows | step two with two claimed chows | [123p][345p]567789pE | E | - | 39 | Four Pure Shifted Chows, Half Flush, Single Wait
Three Kongs | three melded kongs | [1111m][2222p][3333s]45mEE | 6m | - | 41 | Three Kongs, Mixed Shifted Pungs, Pung of Terminals or Honors
Three Kongs | two concealed kongs count as concealed pungs | {5555m}{6666p}[7777s]11s23p | 4p | - | 43 | Three Kongs, Mixed Shifted Pungs, Two Concealed Pungs, No Honors
All Terminals and Honors | terminal and honour pungs | 111m999pEEECCC9s | 9s | - | 105 | Four Concealed Pungs, All Terminals and Honors, All Types, Dragon Pung, Single Wait
All Terminals and Honors | claimed sets, shanpon on the white dragon | [111s][NNN]999m11pPP | P | - | 40 | All Terminals and Honors, All Types, Dragon Pung
Seven Pairs | pairs won on a dragon | 2244m6688p11sNNC | C | - | 30 | Seven Pairs, All Types
Seven Pairs | self-drawn seven pairs | 1155m2299p3366sE | E | sd | 25 | Seven Pairs, Self-Drawn
Greater Honors and Knitted Tiles | seven honours and seven knitted tiles | 147m25p3sESWNCFP | 8p | - | 24 | Greater Honors and Knitted Tiles
Greater Honors and Knitted Tiles | won on a knitted tile | 47m25p36sESWNCFP | 1m | - | 24 | Greater Honors and Knitted Tiles
All Even Pungs | even pungs and pair | 222m444p666s888m8p | 8p | - | 89 | Four Concealed Pungs, All Even Pungs, Single Wait
All Even Pungs | claimed even pungs, shanpon | [444m][666p]222s88s66m | 8s | - | 24 | All Even Pungs
Full Flush | dots only | [789p]123p456p33p44p | 4p | - | 42 | Full Flush, Pure Straight, Tile Hog
Full Flush | characters with a shanpon | 11m234m555m678m99m | 9m | - | 27 | Full Flush, Concealed Hand, Pung of Terminals or Honors
Pure Triple Chow | a claimed 345m stops the pung reading | [345m]345345m789p1s | 1s | - | 27 | Pure Triple Chow, All Chows, Single Wait
Pure Triple Chow | two claimed 123s | [123s][123s]123s456pW | W | - | 26 | Pure Triple Chow, One Voided Suit, Single Wait
Pure Shifted Pungs | 4 5 6 characters | 444555666m123sN | N | - | 44 | Pure Shifted Pungs, Three Concealed Pungs, Concealed Hand, One Voided Suit, Single Wait
Pure Shifted Pungs | claimed 7 8 dots | [777p][888p]999p12mEE | 3m | - | 27 | Pure Shifted Pungs, Pung of Terminals or Honors, One Voided Suit, Edge Wait
Upper Tiles | 7 to 9 only | 789m789p777s999s8p | 8p | - | 31 | Upper Tiles, Concealed Hand, Two Concealed Pungs, Mixed Double Chow, Pung of Terminals or Honors, Closed Wait
Upper Tiles | claimed 8s and 9s | [888m][999p]789s77m88s | 7m | - | 25 | Upper Tiles, Pung of Terminals or Honors
Middle Tiles | 4 to 6 only | 456m456p456s555m6p | 6p | - | 36 | Middle Tiles, Mixed Triple Chow, Concealed Hand, Tile Hog
Middle Tiles | claimed 4 and 6 pungs | [444m][666s]456p55m66p | 5m | - | 24 | Middle Tiles
Lower Tiles | 1 to 3 only | 123m123p123s222m3p | 3p | - | 37 | Lower Tiles, Mixed Triple Chow, Concealed Hand, Tile Hog, Edge Wait
Lower Tiles | claimed 1 and 3 pungs | [111m][333p]123s22m33s | 2m | - | 25 | Lower Tiles, Pung of Terminals or Honors
Pure Straight | 123 456 789 dots concealed | 123456789p11s23m | 4m | - | 20 | Pure Straight, Concealed Hand, All Chows
Pure Straight | two claimed chows of the straight | [123m][456m]789m222sE | E | - | 18 | Pure Straight, One Voided Suit, Single Wait
Three-Suited Terminal Chows | bamboo and characters around 55p | 123789s123789m5p | 5p | - | 19 | Three-Suited Terminal Chows, Concealed Hand, Single Wait
Three-Suited Terminal Chows | claimed dots chows | [123p][789p]123s789s5m | 5m | - | 17 | Three-Suited Terminal Chows, Single Wait
Pure Shifted Chows | step one | 123234345m789p5s | 5s | - | 21 | Pure Shifted Chows, Concealed Hand, All Chows, Single Wait
Pure Shifted Chows | step two with claimed chows | [234s][456s]678s99m11p | 9m | - | 18 | Pure Shifted Chows, Pung of Terminals or Honors, No Honors
All Fives | every set holds a 5 | 345m456p555s567m5p | 5p | - | 19 | All Fives, Concealed Hand, Closed Wait
All Fives | claimed 555m | [555m][456p]345s55p67s | 5s | - | 16 | All Fives
Triple Pung | 2s in all suits | 222m222p222s789m1s | 1s | - | 35 | Triple Pung, Three Concealed Pungs, Concealed Hand, No Honors
Triple Pung | claimed 8s | [888m][888p]888s456m9s | 9s | - | 17 | Triple Pung, No Honors
Three Concealed Pungs | three concealed pungs and a chow | 222m444p666s789mE | E | - | 19 | Three Concealed Pungs, Concealed Hand, Single Wait
Three Concealed Pungs | with a claimed chow and a wind pung | [123m]111p555sWWW8m | 8m | - | 20 | Three Concealed Pungs, Prevalent Wind, Pung of Terminals or Honors, Single Wait
Lesser Honors and Knitted Tiles | six honours | 147m258p36sESWNC | F | - | 12 | Lesser Honors and Knitted Tiles
Lesser Honors and Knitted Tiles | five honours and all nine knitted tiles | 14m258p369sESWNF | 7m | - | 24 | Lesser Honors and Knitted Tiles, Knitted Straight
Knitted Straight | concealed with a chow | 147s258m369p456mN | N | - | 15 | Knitted Straight, Concealed Hand, Single Wait
Knitted Straight | with a claimed chow | [789p]147m258s36pEE | 9p | - | 12 | Knitted Straight
Upper Four | 6 to 9 only | 678m678p789s99s66m | 9s | - | 18 | Upper Four, Concealed Hand, Tile Hog, Mixed Double Chow, Pung of Terminals or Honors
Upper Four | claimed 9 and 6 pungs | [999m][666p]789s77p88s | 8s | - | 15 | Upper Four, Tile Hog, Pung of Terminals or Honors
Lower Four | 1 to 4 only | 123m234p234s11p44m | 1p | - | 16 | Lower Four, Concealed Hand, Mixed Double Chow, Pung of Terminals or Honors
Lower Four | claimed 3 and 4 pungs | [333m][444p]123s22m11s | 2m | - | 12 | Lower Four
Big Three Winds | concealed wind pungs | EEESSSNNN567p9m | 9m | - | 34 | Three Concealed Pungs, Big Three Winds, Seat Wind, Concealed Hand, One Voided Suit, Single Wait
Big Three Winds | claimed north and south | [NNN][SSS]WWW123m9p | 9p | - | 22 | Big Three Winds, Outside Hand, Prevalent Wind, Seat Wind, One Voided Suit, Single Wait
Mixed Straight | 123s 456m 789p | 123s456m789p55s67m | 8m | - | 12 | Mixed Straight, Concealed Hand, All Chows
Mixed Straight | claimed chows, shanpon | [123p][456s]789m11m22p | 1m | - | 10 | Mixed Straight, Pung of Terminals or Honors, No Honors
Reversible Tiles | dots and bamboo | 123p345p22s456s99s | 9s | - | 12 | Reversible Tiles, Concealed Hand, Pung of Terminals or Honors, No Honors
Reversible Tiles | white dragon pung | PPP888p555s44s66s | 6s | - | 34 | Three Concealed Pungs, Reversible Tiles, All Pungs, Dragon Pung, Concealed Hand
Mixed Triple Chow | 567 in three suits | 567m567p567s11s23p | 4p | - | 13 | Mixed Triple Chow, Concealed Hand, All Chows, Short Straight
Mixed Triple Chow | claimed 234s | [234m][234p]234s99m55p | 5p | - | 9 | Mixed Triple Chow, No Honors
Mixed Shifted Pungs | 3m 4p 5s | 333m444p555s789mN | N | - | 27 | Three Concealed Pungs, Mixed Shifted Pungs, Concealed Hand, Single Wait
Mixed Shifted Pungs | claimed 6s 7m 8p | [666s][777m]888p123sE | E | - | 9 | Mixed Shifted Pungs, Single Wait
Chicken Hand | nothing else scores | [234m][678p][666s]45sNN | 3s | - | 8 | Chicken Hand
Chicken Hand | claimed chows, two-sided wait, honour pair | [345m][567p]234s78sWW | 6s | - | 8 | Chicken Hand
Last Tile Draw | self-drawn last tile of the wall | [123m]456p789s23pEE | 1p | sd lt | 17 | Mixed Straight, Last Tile Draw, Mixed Double Chow
Last Tile Draw | concealed hand | 234m456p678s55sNN | N | sd lt | 13 | Last Tile Draw, Fully Concealed Hand, Pung of Terminals or Honors
Last Tile Claim | last discard | [123m]456p789s23pEE | 1p | lt | 17 | Mixed Straight, Last Tile Claim, Mixed Double Chow
Last Tile Claim | concealed hand | 234m456p678s55sNN | N | lt | 11 | Last Tile Claim, Concealed Hand, Pung of Terminals or Honors
Out with Replacement Tile | after a melded kong | [2222m]345p678s567mE | E | sd kt | 10 | Out with Replacement Tile, Melded Kong, Single Wait
Out with Replacement Tile | after a concealed kong | {8888p}123m456s67sWW | 5s | sd kt | 14 | Out with Replacement Tile, Fully Concealed Hand, Concealed Kong
Robbing the Kong | robbed 9s | [123m]456p78sEE567s | 9s | kt | 16 | Mixed Straight, Robbing the Kong
Robbing the Kong | robbed 1s, concealed | 123m456p789s23sNN | 1s | kt | 19 | Mixed Straight, Robbing the Kong, Concealed Hand, Mixed Double Chow
Two Concealed Kongs | concealed hand | {5555m}{8888s}123p345pE | E | - | 11 | Two Concealed Kongs, Concealed Hand, Single Wait
Two Concealed Kongs | terminal kongs | {1111m}{9999p}123s456sW | W | - | 14 | Two Concealed Kongs, Concealed Hand, Short Straight, Pung of Terminals or Honors x2, Single Wait
All Pungs | claimed terminal pungs | [111s][555m]777p888s9m | 9m | - | 11 | All Pungs, Two Concealed Pungs, Pung of Terminals or Honors, No Honors, Single Wait
All Pungs | claimed East, shanpon | [EEE]333m444p55s66s | 5s | - | 17 | Mixed Shifted Pungs, All Pungs, Two Concealed Pungs, Pung of Terminals or Honors
Half Flush | dots and south | [123p]456p789pSS22p | S | - | 24 | Pure Straight, Half Flush, Seat Wind
Half Flush | characters and honours | 111m234m99mEEECC | C | - | 14 | Half Flush, Dragon Pung, Concealed Hand, Two Concealed Pungs, Pung of Terminals or Honors x2
Mixed Shifted Chows | 234m 345p 456s | 234m345p456s789sS | S | - | 10 | Mixed Shifted Chows, Concealed Hand, Short Straight, Single Wait
Mixed Shifted Chows | claimed chows | [567p][678s]456m11m23p | 4p | - | 9 | Mixed Shifted Chows, All Chows, Short Straight
All Types | straight with wind and dragon | [123m][456p]789sEEEC | C | - | 16 | Mixed Straight, All Types, Pung of Terminals or Honors, Single Wait
All Types | concealed, shanpon-free two-sided wait | 123m456p78sEEECC | 9s | - | 17 | Mixed Straight, All Types, Concealed Hand, Pung of Terminals or Honors
Melded Hand | four claimed sets, dragon pair | [123m][555p][789s][EEE]C | C | - | 13 | All Types, Melded Hand, Pung of Terminals or Honors
Melded Hand | claimed chows and a dragon pung | [234m][345p][456s][CCC]9p | 9p | - | 14 | Mixed Shifted Chows, Melded Hand, Dragon Pung
Two Dragon Pungs | red and green | [CCC]FFF123m456p9s | 9s | - | 7 | Two Dragon Pungs, Single Wait
Two Dragon Pungs | white and green claimed | [PPP][FFF]123s456m7p | 7p | - | 7 | Two Dragon Pungs, Single Wait
Outside Hand | terminal chows and pungs | [123m]789m999p789sE | E | - | 8 | Outside Hand, Mixed Double Chow, Two Terminal Chows, Pung of Terminals or Honors, Single Wait
Outside Hand | shanpon on the north | [123p]789m111sNN99p | N | - | 6 | Outside Hand, Pung of Terminals or Honors x2
Fully Concealed Hand | self-drawn concealed | 123m456p678s234sS | S | sd | 5 | Fully Concealed Hand, Single Wait
Fully Concealed Hand | self-drawn pair | 234m567p345s11sNN | 1s | sd | 5 | Fully Concealed Hand, Pung of Terminals or Honors
Two Melded Kongs | two claimed kongs | [3333m][7777p]123s456sW | W | - | 6 | Two Melded Kongs, Short Straight, Single Wait
Two Melded Kongs | wind and character kongs | [6666m][EEEE]123p45s88s | 3s | - | 5 | Two Melded Kongs, Pung of Terminals or Honors
Last Tile | the other three on the table | 123m456p78s222sCC | 6s | lok | 6 | Last Tile, Concealed Hand
Last Tile | own claimed pung shows the other three | [555p]123m789s46pEE | 5p | - | 15 | Mixed Straight, Last Tile, Tile Hog, Closed Wait
Dragon Pung | claimed red | [CCC]123m456p78s99s | 6s | - | 2 | Dragon Pung
Dragon Pung | concealed green | FFF234m567p2s345s | 2s | - | 4 | Dragon Pung, Concealed Hand
Prevalent Wind | claimed west in the west round | [WWW]123m456p78s99s | 6s | - | 2 | Prevalent Wind
Prevalent Wind | concealed west | WWW234m567p2s345s | 2s | - | 4 | Prevalent Wind, Concealed Hand
Seat Wind | claimed south for the south seat | [SSS]123m456p78s99s | 6s | - | 2 | Seat Wind
Seat Wind | concealed south | SSS234m567p2s345s | 2s | - | 4 | Seat Wind, Concealed Hand
Concealed Hand | won on a discard, two-sided | 123m456p678s34s55m | 2s | - | 4 | Concealed Hand, All Chows
Concealed Hand | shanpon on a discard | 123m456p789s11sNN | N | - | 11 | Mixed Straight, Concealed Hand, Pung of Terminals or Honors
All Chows | claimed chow, suited pair | [123m]456p678s34s55m | 2s | - | 2 | All Chows
All Chows | concealed | 234m456p678s34s55m | 5s | - | 13 | Mixed Shifted Chows, Concealed Hand, All Chows, All Simples, Short Straight
Tile Hog | four 4m without a kong | [456m]444m789s123pC | C | - | 11 | Mixed Straight, Tile Hog, Single Wait
Tile Hog | four 7p in two chows and a pair | [567p]789p77p234m56s | 4s | - | 4 | All Chows, Tile Hog
Double Pung | 8m and 8p | [888m]888p123s456sN | N | - | 4 | Double Pung, Short Straight, Single Wait
Double Pung | claimed 2s and 2p | [222s][222p]345m678m9p | 9p | - | 5 | Double Pung, Short Straight, No Honors, Single Wait
Two Concealed Pungs | with a chow and a claimed chow | [123m]444p666s789sN | N | - | 3 | Two Concealed Pungs, Single Wait
Two Concealed Pungs | concealed pungs of terminals | [456p]111m999s345s7m | 7m | - | 6 | Two Concealed Pungs, Pung of Terminals or Honors x2, No Honors, Single Wait
Concealed Kong | concealed hand | {7777p}123m456s678sE | E | - | 5 | Concealed Hand, Concealed Kong, Single Wait
Concealed Kong | with a claimed chow | [123s]{5555m}456p78pNN | 9p | - | 3 | Concealed Kong, Short Straight
All Simples | claimed chows | [234m][567p]345s678s5m | 5m | - | 6 | All Chows, All Simples, Short Straight, Single Wait
All Simples | concealed | 234m567p345s66s78s | 6s | - | 7 | Concealed Hand, All Chows, All Simples, Short Straight
Pure Double Chow | claimed 234m and concealed 234m | [234m]234m678p345sN | N | - | 2 | Pure Double Chow, Single Wait
Pure Double Chow | concealed 567s | 567567s123m456pE | E | - | 4 | Concealed Hand, Pure Double Chow, Single Wait
Mixed Double Chow | 345m and 345p | [345m]345p789s12sNN | 3s | - | 3 | Mixed Double Chow, Two Terminal Chows, Edge Wait
Mixed Double Chow | 678s and 678m | [678s]678m234p11sEE | E | - | 2 | Mixed Double Chow, Pung of Terminals or Honors
Short Straight | 123p and 456p | [123p]456p789s234mW | W | - | 2 | Short Straight, Single Wait
Short Straight | 345s and 678s | [345s]678s123m22pNN | N | - | 2 | Short Straight, Pung of Terminals or Honors
Two Terminal Chows | 123s and 789s | [123s]789s456m345pE | E | - | 2 | Two Terminal Chows, Single Wait
Two Terminal Chows | 123m and 789m | [123m]789m456p33s55s | 5s | - | 2 | Two Terminal Chows, No Honors
Pung of Terminals or Honors | claimed 999m | [999m]123p456p78sEE | 9s | - | 2 | Short Straight, Pung of Terminals or Honors
Pung of Terminals or Honors | concealed north | [123m]456p789sNNN5s | 5s | - | 10 | Mixed Straight, Pung of Terminals or Honors, Single Wait
Melded Kong | claimed kong of 6s | [6666s]123m456p78sEE | 9s | - | 9 | Mixed Straight, Melded Kong
Melded Kong | claimed kong of 2m | [2222m]345p678s12sNN | 3s | - | 2 | Melded Kong, Edge Wait
One Voided Suit | no bamboo | [123m]456m789pEEE5p | 5p | - | 4 | Short Straight, Pung of Terminals or Honors, One Voided Suit, Single Wait
One Voided Suit | no characters | [234p]567p345s88s22s | 2s | - | 4 | All Simples, Short Straight, One Voided Suit
No Honors | terminal pung in all three suits | [123m]345p789s111p5s | 5s | - | 3 | Pung of Terminals or Honors, No Honors, Single Wait
No Honors | terminal pair | [123m]456p789s999m1s | 1s | - | 11 | Mixed Straight, Pung of Terminals or Honors, No Honors, Single Wait
Edge Wait | 12s waiting on 3s | [456m]789p55s12sSSS | 3s | - | 11 | Mixed Straight, Seat Wind, Edge Wait
Edge Wait | 89m waiting on 7m | [123p]456s99p89mCCC | 7m | - | 11 | Mixed Straight, Dragon Pung, Edge Wait
Closed Wait | 46s waiting on 5s | [456m]789p55s46sSSS | 5s | - | 4 | Seat Wind, Mixed Double Chow, Closed Wait
Closed Wait | 13p waiting on 2p | [789m]456s13pEE345p | 2p | - | 9 | Mixed Straight, Closed Wait
Single Wait | pair wait on 9s | [456m]789p123sNNN9s | 9s | - | 10 | Mixed Straight, Pung of Terminals or Honors, Single Wait
Single Wait | honour single | 123m456p789s234sW | W | - | 11 | Mixed Straight, Concealed Hand, Single Wait
Self-Drawn | claimed set, self-drawn | [123m]456p78sEE567s | 6s | sd | 1 | Self-Drawn
Self-Drawn | claimed pung, self-drawn | [EEE]123m456p78s99s | 9s | sd | 10 | Mixed Straight, Pung of Terminals or Honors, Self-Drawn
Flower Tiles | chicken hand with three flowers | [234m][678p][666s]45sNN | 3s | fl=3 | 11 | Chicken Hand, Flower Tiles x3
Flower Tiles | one flower | [123m]456p78sEE567s | 6s | sd fl=1 | 2 | Self-Drawn, Flower Tiles
"""

CASES = [tuple(part.strip() for part in line.split(" | ")) for line in TABLE.strip().splitlines()]


def play(hand: str, win: str, flags: str):
    kw: dict = {"seat_wind": "S", "round_wind": "W"}
    for flag in flags.split():
        if flag == "sd":
            kw["self_drawn"] = True
        elif flag == "lt":
            kw["last_tile"] = True
        elif flag == "lok":
            kw["last_of_kind"] = True
        elif flag == "kt":
            kw["kong_tile"] = True
        elif flag.startswith("fl="):
            kw["flowers"] = int(flag[3:])
    return score(hand, win, **kw)


def expected_fans(text: str) -> list[tuple[str, int]]:
    out = []
    for part in text.split(", "):
        name, _, count = part.partition(" x")
        out.append((name, int(count) if count else 1))
    return out


@pytest.mark.parametrize(
    ("fan", "hand", "win", "flags", "total", "fans"),
    [pytest.param(f, h, w, fl, int(t), fs, id=f"{f}: {r}") for f, r, h, w, fl, t, fs in CASES],
)
def test_fan(fan: str, hand: str, win: str, flags: str, total: int, fans: str) -> None:
    result = play(hand, win, flags)
    got = [(f.name, f.count) for f in result.fans]
    assert got == expected_fans(fans)
    assert fan in {name for name, _ in got}
    assert result.total == total == sum(f.points * f.count for f in result.fans)


def test_every_fan_has_at_least_two_hands() -> None:
    per_fan = Counter(case[0] for case in CASES)
    assert {f.name: per_fan[f.name] for f in FANS if per_fan[f.name] < 2} == {}
