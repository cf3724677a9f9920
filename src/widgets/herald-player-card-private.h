/* herald-player-card-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The player card's parts: the card itself in herald-player-card.c, its knights' row (the
 * slots, where the focus goes in the row) in herald-player-card-knights.c, a knight's menu
 * in herald-player-card-knight-menu.c, its pieces' row (settlements, cities, walls, the sabotaged
 * cities and their repair) in herald-player-card-pieces.c. */

#pragma once

#include "herald-player-card.h"

G_BEGIN_DECLS

enum { PIECE_SETTLEMENTS, PIECE_CITIES, PIECE_WALLS, N_PIECES };

/* What a slot of the knights' row was last made from (herald-player-card-knights.c): the
 * engine's answers and the facts it shows, borrowed nowhere (the strings are copies) */
typedef struct
{
  guint        kind;       /* 0: not made yet, else KnightSlotKind */
  HeraldKnight knight;     /* a knight's slot: the knight */
  guint        nth;        /* and its place among the player's knights of its level, from 1 */
  guint        n_alike;    /* how many of that level there are (herald_text_knight_place ()) */
  guint        n_knights;  /* the "+": the knights so far, read after its name */
  gboolean     may_correct;
  gboolean     legal[HERALD_PLAYER_KNIGHT_N_MOVES];  /* the "+": [0], recruiting */
  char        *name;       /* the player's name, isolated */
  char        *reason[HERALD_PLAYER_KNIGHT_N_MOVES];
  char        *label;      /* a knight's: its name as made from the above (not compared) */
} HeraldKnightSlotMade;

/* What a piece of the pieces' row was last made from (herald-player-card-pieces.c): its
 * count, the count under it (pillaged or sabotaged cities), the player's name, the engine's
 * answer for its "+" and for the corrections (copies) */
typedef struct
{
  gboolean     made;
  guint        value;
  guint        extra;
  gboolean     legal;
  gboolean     may_correct;
  char        *name;
  char        *reason;
  char        *correct_refusal;
} HeraldPieceMade;

/* what a level's button, or a track's name (@kind: its metropolis + 1), was made from
 * (herald_player_card_sync_tracks ()) */
typedef struct
{
  guint        kind;         /* 0: not made yet */
  gboolean     legal;
  gboolean     may_correct;
  gboolean     is_current;
  gboolean     focus;
  char        *name;
  char        *reason;
} HeraldLevelMade;

struct _HeraldPlayerCard
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkWidget      *card_box;
  GtkWidget      *color_dot;
  GtkLabel       *name_label;
  GtkLabel       *status_label;
  GtkButton      *hand_button;
  GtkWidget      *hand_hint;    /* a label never shown: what the hand button does, for screen readers */
  GtkWidget      *vp_hint;      /* a label never shown: the points' words (item's vp-spoken), likewise */
  GtkMenuButton  *vp_button;
  GtkGrid        *vp_breakdown;
  GtkButton      *correct_button;
  GtkGrid        *pieces_grid;
  GtkBox         *knights_box;
  GtkBox         *tracks_grid;
  GtkToggleButton *road_button;
  GtkToggleButton *merchant_button;
  GtkLabel       *defender_label;
  GtkLabel       *vp_cards_label;
  GtkLabel       *draw_label;
  GtkLabel       *time_label;

  /* Borrowed (children of the template) */
  GtkLabel       *piece_value[N_PIECES];
  GtkLabel       *cities_sabotaged;  /* "1 sabotaged city" under the cities' count (first edition) */
  GtkButton      *repair_button;     /* under it: "Repair", one sabotaged city (`repair_city`) */
  GtkLabel       *settlements_pillaged;  /* "1 pillaged city lying on its side" under the settlements' count */
  GtkButton      *piece_minus[N_PIECES];
  GtkButton      *piece_plus[N_PIECES];
  GtkButton      *recruit_button[HERALD_MAX_KNIGHTS];
  GtkMenuButton  *knight_button[HERALD_MAX_KNIGHTS];
  GtkLabel       *track_label[HERALD_N_TRACKS];
  GtkButton      *level_button[HERALD_N_TRACKS][HERALD_MAX_LEVEL];

  guint           player;
  HeraldColor     color;
  guint           n_syncs;       /* for tests: herald_player_card_get_n_syncs () */
  gboolean        placed_focus;  /* the sync gave a knight the focus */
  HeraldKnightSlotMade knight_made[HERALD_MAX_KNIGHTS];
  guint           n_knight_slots_made;  /* for tests: herald_player_card_get_n_knight_slots_made () */
  HeraldPieceMade piece_made[N_PIECES];
  guint           n_piece_parts_made;   /* for tests: herald_player_card_get_n_piece_parts_made () */
  HeraldLevelMade level_made[HERALD_N_TRACKS][HERALD_MAX_LEVEL];
  HeraldLevelMade track_made[HERALD_N_TRACKS];
  guint           n_levels_made;        /* for tests: herald_player_card_get_n_levels_made () */
  GVariant       *track_target[HERALD_N_TRACKS];  /* (owned) (nullable) the levels' target, the
                                                   * player and the track ("(ii)"), made once */
  GVariant       *player_target;  /* (owned) (nullable) herald_player_card_player_target () */
  guint           builds_on;      /* the "+"s and the Repair on, a bit each, by piece
                                   * (herald-player-card-pieces.c, set_build ()) */
  HeraldPlayerItem *item;        /* (owned) (nullable) the session's item for the player */
  GBinding       *bindings[2];   /* name, status */
};

/* Sets @widget's action (and @target: a floating one is consumed, another borrowed) when
 * @legal, else makes it insensitive; @reason (nullable) is read after its name */
void herald_player_card_set_player_action (GtkWidget  *widget,
                                           const char *action,
                                           GVariant   *target,
                                           gboolean    legal,
                                           const char *reason);

/* The target of the card's actions that take its player ("i"), made once (borrowed) */
GVariant *herald_player_card_player_target (HeraldPlayerCard *self);

/* herald-player-card-knights.c: brings the knights' row up to date with the item */
void herald_player_card_sync_knights      (HeraldPlayerCard *self);

/* herald-player-card-knight-menu.c: @knight's menu in slot @s (made again when @shape, what
 * its items are made from, changed), its actions and its popover */
void herald_player_card_sync_knight_menu  (HeraldPlayerCard   *self,
                                           guint               s,
                                           const HeraldKnight *knight,
                                           guint               shape);

/* herald-player-card-knight-menu.c: @text (nullable) kept as @button's reasons, for its
 * menu's line */
void herald_player_card_knight_reasons_keep (GtkMenuButton *button,
                                             const char    *text);

/* herald-player-card-knight-menu.c, for tests: @button's line of reasons made as its menu's
 * opening makes it */
void herald_player_card_knight_menu_made  (GtkMenuButton *button);

/* herald-player-card-knight-menu.c, for tests: how many times a line of reasons was made */
guint herald_player_card_get_n_knight_reasons_made (void);

/* herald-player-card-knights.c: forgets what the knights' row was made from (a new item) */
void herald_player_card_forget_knights    (HeraldPlayerCard *self);

/* herald-player-card-pieces.c: forgets what the pieces' row was made from (a new item) */
void herald_player_card_forget_pieces     (HeraldPlayerCard *self);

/* herald-player-card-pieces.c: brings the pieces' row up to date with the item */
void herald_player_card_sync_pieces       (HeraldPlayerCard *self);

/* herald-player-card-pieces.c: the next level of a track, refused on its player's turn
 * (@target "(ii)", floating, consumed) or not (%NULL) */
void herald_player_card_sync_tracks       (HeraldPlayerCard *self);

void herald_player_card_forget_tracks     (HeraldPlayerCard *self);

guint herald_player_card_get_n_levels_made (HeraldPlayerCard *self);

void herald_player_card_sync_merchant     (HeraldPlayerCard *self,
                                           const char       *name);

void herald_player_card_refuse_level      (GtkWidget  *button,
                                           GVariant   *target,
                                           const char *reason);

G_END_DECLS
