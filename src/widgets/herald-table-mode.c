/* herald-table-mode.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Table mode (issue 13, "the feel"): for a tablet lying flat among the players. The window
 * goes fullscreen and shows only the turn: whose turn, the dice, the banner, the barbarian
 * track and the buttons, scaled up to fill the screen (the player cards are one F11 away).
 * The far side of the table reads the same things upside down at the top: whose turn, what
 * the roll meant and how far the ship is. The whole view turns toward the side of the player
 * whose turn it is (a quarter turn per side): the players sit evenly around the table in
 * their seating order until the table turns the view for a player (win.table-turn, the
 * header bar's button, Ctrl+T), which is remembered for that player's next turns. Toggled by
 * the main menu's Table Mode and F11; Escape leaves it.
 *
 * Part of the window (it reads the window's widgets), in a file of its own. The scaling is
 * a transform given to the turn column's allocation, so the text and the cairo drawings are
 * drawn at the larger size, not stretched. */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-window-private.h"

/* The widest word the far side's banner keeps whole, in pixels: about its 40 characters */
#define FAR_SIDE_WORD_WIDTH 360

/* The most the turn is scaled up, and how much of the screen's height it may take */
#define MAX_SCALE 2.6
#define FIT_HEIGHT 0.96

/* ---- HeraldTableBin: one child, scaled (fit to the width) and/or turned by quarter turns ---- */

#define HERALD_TYPE_TABLE_BIN (herald_table_bin_get_type ())
G_DECLARE_FINAL_TYPE (HeraldTableBin, herald_table_bin, HERALD, TABLE_BIN, GtkWidget)

struct _HeraldTableBin
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  double     max_scale;  /* 1: never scaled; below 1: always scaled down by it */
  guint      turns;      /* quarter turns clockwise, 0–3; an odd number only unscaled */
  int        last_width, last_height;
  GSourceFunc resized;   /* called from an idle when the allocation's size changed */
  gpointer   resized_data;
  guint      resized_id;
};

G_DEFINE_FINAL_TYPE (HeraldTableBin, herald_table_bin, GTK_TYPE_WIDGET)

/* The scale for a width: the child's natural width fit to it, at most max_scale; a max_scale
 * below 1 at every width (the child scaled down to fit a phone) */
static double
table_bin_scale (HeraldTableBin *self,
                 int             width)
{
  int nat = 0;

  if (self->max_scale < 1.0)
    return self->max_scale;
  if (self->max_scale == 1.0 || width <= 0)
    return 1.0;
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  if (nat <= 0)
    return 1.0;
  return CLAMP ((double) width / nat, 1.0, self->max_scale);
}

static void
herald_table_bin_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  HeraldTableBin *self = HERALD_TABLE_BIN (widget);
  double scale;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;

  /* a quarter turn: the child's height is our width and the other way round. The child's
   * height depends on its width (our height), never its width on its height: our height is
   * its width free of any size, our width its height for the width our height is */
  if (self->turns % 2 == 1)
    {
      if (orientation == GTK_ORIENTATION_VERTICAL)
        gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural, NULL, NULL);
      else
        gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, for_size, minimum, natural, NULL, NULL);
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* at least as wide as the child, at most its natural width scaled: any more width
       * scales it up; scaled down, both scaled. Its width free of any height, as
       * table_bin_scale () and update_scale () measure it: for the scroller's height, the
       * turn's labels asked for the narrowest width that fit it, the turn was laid out at
       * that width and ran taller than the screen, Roll and End Turn below it, where
       * update_scale () had fitted it to the width free of height (tester report 44, N44-10:
       * table mode at text scale 1.5, facing the near or far side) */
      gtk_widget_measure (self->child, orientation, -1, minimum, natural, NULL, NULL);
      if (self->max_scale < 1.0)
        *minimum = (int) ceil (*minimum * self->max_scale);
      *natural = (int) ceil (*natural * self->max_scale);
      if (*natural < *minimum)
        *natural = *minimum;
      return;
    }

  /* Free of width, the height is the one of the largest scale: GTK wants no width to need
   * more than the height reported free of width ("HeraldTableBin reports a minimum height of
   * 54, but minimum height for width of 1048576 is 70", breaker report 9, item 8). The
   * child's own height for a width never exceeds its height free of width. */
  scale = for_size < 0 ? self->max_scale : table_bin_scale (self, for_size);
  gtk_widget_measure (self->child, orientation, for_size < 0 ? -1 : (int) (for_size / scale),
                      minimum, natural, NULL, NULL);
  *minimum = (int) ceil (*minimum * scale);
  *natural = (int) ceil (*natural * scale);
}

static GtkSizeRequestMode
herald_table_bin_get_request_mode (GtkWidget *widget)
{
  HeraldTableBin *self = HERALD_TABLE_BIN (widget);

  return self->turns % 2 == 1 ? GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT
                              : GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_table_bin_compute_expand (GtkWidget *widget,
                                 gboolean  *hexpand,
                                 gboolean  *vexpand)
{
  HeraldTableBin *self = HERALD_TABLE_BIN (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_VERTICAL);
}

static gboolean
table_bin_resized_cb (gpointer user_data)
{
  HeraldTableBin *self = user_data;

  self->resized_id = 0;
  if (self->resized != NULL)
    self->resized (self->resized_data);
  return G_SOURCE_REMOVE;
}

static void
herald_table_bin_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  HeraldTableBin *self = HERALD_TABLE_BIN (widget);
  GskTransform *transform = NULL;
  double scale;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;

  if ((width != self->last_width || height != self->last_height) && self->resized != NULL &&
      self->resized_id == 0)
    self->resized_id = g_idle_add (table_bin_resized_cb, self);
  self->last_width = width;
  self->last_height = height;

  /* turned a quarter clockwise, the child's bottom edge is at our left (it faces the player
   * on the left of the near side), a half turn at the top, three quarters at the right */
  switch (self->turns)
    {
    case 1:
      transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (width, 0));
      transform = gsk_transform_rotate (transform, 90);
      gtk_widget_allocate (self->child, height, width, -1, transform);
      return;
    case 3:
      transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (0, height));
      transform = gsk_transform_rotate (transform, 270);
      gtk_widget_allocate (self->child, height, width, -1, transform);
      return;
    case 2:
      transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (width, height));
      transform = gsk_transform_rotate (transform, 180);
      break;
    default:
      break;
    }
  scale = table_bin_scale (self, width);
  if (scale != 1.0)
    transform = gsk_transform_scale (transform, scale, scale);
  gtk_widget_allocate (self->child, (int) (width / scale), (int) (height / scale), -1, transform);
}

static void
herald_table_bin_set_child (HeraldTableBin *self,
                            GtkWidget      *child)
{
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
}

static void
herald_table_bin_dispose (GObject *object)
{
  HeraldTableBin *self = HERALD_TABLE_BIN (object);

  g_clear_handle_id (&self->resized_id, g_source_remove);
  self->resized = NULL;
  herald_table_bin_set_child (self, NULL);

  G_OBJECT_CLASS (herald_table_bin_parent_class)->dispose (object);
}

static void
herald_table_bin_class_init (HeraldTableBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_table_bin_dispose;
  widget_class->measure = herald_table_bin_measure;
  widget_class->size_allocate = herald_table_bin_size_allocate;
  widget_class->get_request_mode = herald_table_bin_get_request_mode;
  widget_class->compute_expand = herald_table_bin_compute_expand;
  gtk_widget_class_set_css_name (widget_class, "tablebin");
}

static void
herald_table_bin_init (HeraldTableBin *self)
{
  /* a name for screen readers: GTK 4.8 names a widget without one by its class ("filler HeraldTableBin") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("table mode", "Turn"), -1);
  self->max_scale = 1.0;
}

static GtkWidget *
herald_table_bin_new (GtkWidget *child,
                      guint      turns)
{
  HeraldTableBin *self = g_object_new (HERALD_TYPE_TABLE_BIN, NULL);

  self->turns = turns % 4;
  herald_table_bin_set_child (self, child);
  return GTK_WIDGET (self);
}

static void
herald_table_bin_set_turns (HeraldTableBin *self,
                            guint           turns)
{
  turns %= 4;
  if (self->turns == turns)
    return;
  self->turns = turns;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
herald_table_bin_set_max_scale (HeraldTableBin *self,
                                double          max_scale)
{
  if (self->max_scale == max_scale)
    return;
  self->max_scale = max_scale;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* ---- the window's table mode ---- */

/**
 * herald_window_get_table_mode:
 * @self: the window
 *
 * Returns: whether the window is in table mode
 */
gboolean
herald_window_get_table_mode (HeraldWindow *self)
{
  g_return_val_if_fail (HERALD_IS_WINDOW (self), FALSE);

  return self->table_mode;
}

/* What the far side reads, upside down: the turn, the roll's banner, the ship */
static void
update_far_side (HeraldWindow *self)
{
  HeraldGame *game = herald_window_get_game (self);
  const char *banner = herald_dice_panel_get_banner (self->dice_panel);
  const char *steps = herald_barbarian_track_get_steps (self->barbarian_track);
  g_autoptr(GString) text = g_string_new (gtk_label_get_label (self->turn_label));

  if (banner != NULL && *banner != '\0')
    g_string_append_printf (text, "\n%s", banner);
  /* the barbarian track's own words, "The barbarians land" too: the far side kept "1 step to
   * Catan" once the ship landed (tester report 45, N45-15) */
  if (game != NULL && *steps != '\0')
    g_string_append_printf (text, "\n%s", steps);
  if (g_strcmp0 (gtk_label_get_label (self->far_side_label), text->str) != 0)
    {
      gtk_label_set_label (self->far_side_label, text->str);
      /* a 64-letter name without a space breaks inside the word: on one line it took the
       * table's width and squeezed the barbarian track off the screen (breaker report 13,
       * R-11); the banner is at most 40 characters wide */
      herald_label_wrap_words (self->far_side_label, FAR_SIDE_WORD_WIDTH);
    }
}

/* The side of the table the view faces for @player, in quarter turns clockwise from the near
 * side: where the table last turned it during their turn (the Turn button), else the players
 * evenly around the table in their seating order (clockwise, the first at the near side) */
static guint
seat_turns (HeraldWindow *self,
            guint         player,
            guint         n_players)
{
  if (player >= HERALD_MAX_PLAYERS || n_players == 0)
    return 0;
  if (self->table_seats[player] < 4)
    return self->table_seats[player];
  /* the nearest quarter to player / n_players of the way round */
  return ((8 * player + n_players) / (2 * n_players)) % 4;
}

/* Turns the view toward the side of the player whose turn it is (only in table mode) */
static void
update_turns (HeraldWindow *self)
{
  HeraldGame *game = self->session != NULL ? herald_window_get_game (self) : NULL;
  guint turns = 0;

  if (game != self->table_seats_game)
    {
      /* other players: evenly around the table until the table says otherwise */
      memset (self->table_seats, 0xff, sizeof self->table_seats);
      self->table_seats_game = game;
    }
  if (self->table_mode && game != NULL)
    turns = seat_turns (self, herald_window_get_state (self)->current,
                        herald_game_get_n_players (game));
  if (self->table_turn != NULL)  /* not before the table is built */
    herald_table_bin_set_turns (HERALD_TABLE_BIN (self->table_turn), turns);
}

/**
 * herald_window_get_table_turns:
 * @self: the window
 *
 * Returns: how far the table mode's view is turned, in quarter turns clockwise, 0–3 (1: it
 *   faces the player on the left of the near side); 0 outside table mode
 */
guint
herald_window_get_table_turns (HeraldWindow *self)
{
  g_return_val_if_fail (HERALD_IS_WINDOW (self), 0);

  return self->table_turn != NULL ? HERALD_TABLE_BIN (self->table_turn)->turns : 0;
}

/* A screen wider than tall (as the view is turned) puts the barbarian track beside the dice,
 * so that both can be large; otherwise it stays under them */
static void
update_columns (HeraldWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean turned = herald_window_get_table_turns (self) % 2 == 1;
  gboolean wide = self->table_mode && (turned ? height > width : width > height);
  GtkWidget *track = GTK_WIDGET (self->barbarian_track);
  HeraldTableBin *bin = HERALD_TABLE_BIN (self->table_bin);
  g_autoptr(GtkWidget) focus = NULL;

  if (wide == (gtk_widget_get_parent (track) == self->table_row))
    return;

  /* A control of the turn with the focus keeps it as the turn moves: moved with the focus on
   * it, the focus was left on the turn's scrolled pane, with no ring in sight, and Return did
   * nothing (newcomer report 22, N22-7); let go first, so that no screen reader hears the
   * pane */
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (focus != NULL && (focus == track || gtk_widget_is_ancestor (focus, track) ||
                        gtk_widget_is_ancestor (focus, self->turn_column)))
    {
      g_object_ref (focus);
      gtk_root_set_focus (GTK_ROOT (self), NULL);
    }
  else
    focus = NULL;

  g_object_ref (track);
  g_object_ref (self->turn_column);
  if (wide)
    {
      gtk_box_remove (GTK_BOX (self->turn_column), track);
      herald_table_bin_set_child (bin, NULL);
      gtk_box_append (GTK_BOX (self->table_row), self->turn_column);
      gtk_box_append (GTK_BOX (self->table_row), track);
      gtk_widget_set_valign (track, GTK_ALIGN_START);
      gtk_widget_set_margin_top (track, 8);
      gtk_widget_set_margin_end (track, 8);
      herald_table_bin_set_child (bin, self->table_row);
    }
  else
    {
      gtk_box_remove (GTK_BOX (self->table_row), track);
      gtk_box_remove (GTK_BOX (self->table_row), self->turn_column);
      g_object_ref (self->table_row);
      herald_table_bin_set_child (bin, self->turn_column);
      g_object_unref (self->table_row);
      gtk_box_insert_child_after (GTK_BOX (self->turn_column), track, GTK_WIDGET (self->decision_button));
      herald_window_order_turn_column (self);
      gtk_widget_set_valign (track, GTK_ALIGN_FILL);
      gtk_widget_set_margin_top (track, 0);
      gtk_widget_set_margin_end (track, 0);
    }
  g_object_unref (self->turn_column);
  g_object_unref (track);
  if (focus != NULL && gtk_root_get_focus (GTK_ROOT (self)) == NULL && gtk_widget_get_mapped (focus))
    gtk_widget_grab_focus (focus);
}

/* The height of the turn column @child scaled by @scale in @room px of width: unscaled, laid
 * out at most at its natural width (centred); scaled down, at the whole room's */
static double
scaled_height (GtkWidget *child,
               int        room,
               int        natural_width,
               double     scale)
{
  int height = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, scale < 1.0 ? (int) (room / scale) : MIN (natural_width, room),
                      NULL, &height, NULL, NULL);
  return height * scale;
}

/* How far the turn may be scaled: until it fills the screen's height. Taller than the screen
 * at its own size (a phone, the view turned a quarter: 360 px for the turn's width of text),
 * it is scaled down until it fits: it ran past the window's edges, scrolled to its buttons,
 * the heading and the barbarians' card cut off (tester report 36, N36-10) */
static void
update_scale (HeraldWindow *self)
{
  double max_scale = 1.0;

  if (self->table_bin == NULL)
    return;
  if (self->table_mode)
    {
      GtkWidget *turn = self->table_turn;
      GtkWidget *area = gtk_widget_get_parent (turn);
      GtkWidget *child = HERALD_TABLE_BIN (self->table_bin)->child;
      gboolean turned = HERALD_TABLE_BIN (turn)->turns % 2 == 1;
      int width = 0, natural = 0, height, room;

      /* the height the turn's scroller has at this turn: the width of the table's box (in
       * table mode the turning bin's alone) at a quarter turn. Not the scroller's own: as the
       * turn changes it is still the one of the view before, and a side player's new turn was
       * laid out at ~40 % of the room until the roll laid it out again (tester report 33,
       * N33-6); nor the turning bin's: as table mode comes on it is still the turn column's
       * beside the cards (396 px at 1280 x 800), and the turn was scaled down to that until
       * the bin's next layout. Its width likewise */
      height = turned ? gtk_widget_get_width (area) : gtk_widget_get_height (area);
      room = turned ? gtk_widget_get_height (area) : gtk_widget_get_width (area);

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
      max_scale = natural > 0 && height > 0 ? CLAMP (height * FIT_HEIGHT / natural, 1.0, MAX_SCALE) : MAX_SCALE;
      if (height > 0 && room > 0 && width > 0)
        {
          double fit = height * FIT_HEIGHT;
          double tall = scaled_height (child, room, width, 1.0);

          if (tall > fit)
            {
              /* scaled down, it is laid out across the whole room, wider than unscaled, and
               * shorter: it fits at the scale its height unscaled needs, and the largest
               * scale that still fits is found between that and 1 */
              double fits = fit / tall, too_large = 1.0;

              for (guint i = 0; i < 6; i++)
                {
                  double scale = (fits + too_large) / 2;

                  if (scaled_height (child, room, width, scale) <= fit)
                    fits = scale;
                  else
                    too_large = scale;
                }
              max_scale = fits;
            }
        }
    }
  /* scaled up, the turn is centred in the width; scaled down, it takes all of it */
  if (self->table_mode)
    gtk_widget_set_halign (self->table_bin, max_scale < 1.0 ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
  herald_table_bin_set_max_scale (HERALD_TABLE_BIN (self->table_bin), max_scale);
}

/**
 * herald_window_update_table_mode:
 * @self: the window
 *
 * After every refresh and every change of layout: in table mode the players' cards and the
 * page switcher are hidden and the far side is told what the near side sees.
 */
void
herald_window_update_table_mode (HeraldWindow *self)
{
  g_return_if_fail (HERALD_IS_WINDOW (self));

  if (self->table_bin == NULL)
    return;

  gtk_widget_set_visible (self->far_side, self->table_mode);
  gtk_widget_set_visible (self->table_turn_button, self->table_mode);
  update_turns (self);
  update_columns (self);
  /* the turn takes the whole width (centred in it, or scaled down across it: update_scale ()) */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (self->table_bin, GTK_TYPE_SCROLLED_WINDOW);

    if (self->table_mode)
      {
        gtk_widget_set_hexpand (scroller, TRUE);
        gtk_widget_set_hexpand (self->table_bin, TRUE);
      }
    else
      {
        gtk_widget_set_hexpand_set (scroller, FALSE);
        gtk_widget_set_hexpand_set (self->table_bin, FALSE);
        gtk_widget_set_halign (self->table_bin, GTK_ALIGN_FILL);
      }
  }
  if (!self->table_mode)
    return;

  gtk_widget_set_visible (self->players_scroller, FALSE);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, FALSE);
  adw_view_stack_set_visible_child_name (self->view_stack, "table");
  gtk_widget_set_hexpand (self->turn_column, TRUE);
  gtk_widget_set_size_request (self->turn_column, -1, -1);
  update_far_side (self);
  update_scale (self);
}

/* The control with the focus as table mode comes on (for an item of the main menu, the menu's
 * button), for keep_focus () as it goes */
static void
remember_focus (HeraldWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;

  if (popover != NULL)
    focus = gtk_widget_get_parent (popover);
  g_clear_weak_pointer (&self->focus_given_table);
  if (focus != NULL && focus != GTK_WIDGET (self))
    g_set_weak_pointer (&self->focus_before_table, focus);
  else
    g_clear_weak_pointer (&self->focus_before_table);
}

/* Where the focus goes as table mode comes on or goes (F11, Escape, the main menu). It stays
 * on a control in sight; one that table mode hides (a player's card) gives it to the turn's
 * step, Roll or End Turn. Table mode over, the control it had before comes back to it, unless
 * the player took it elsewhere meanwhile. Before, both left it on the turn's scrolled pane,
 * with no ring in sight, where Return did nothing (newcomer report 22, N22-7). */
static void
keep_focus (HeraldWindow *self,
            gboolean      table_mode)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (table_mode)
    {
      if (!herald_window_can_keep_focus (self, focus) && herald_window_focus_step (self))
        g_set_weak_pointer (&self->focus_given_table, gtk_root_get_focus (GTK_ROOT (self)));
      return;
    }

  {
    g_autoptr(GtkWidget) before = self->focus_before_table != NULL ? g_object_ref (self->focus_before_table) : NULL;
    gboolean moved = focus != NULL && focus != before && focus != self->focus_given_table;

    g_clear_weak_pointer (&self->focus_before_table);
    g_clear_weak_pointer (&self->focus_given_table);
    if (herald_window_can_keep_focus (self, focus) && moved)
      return;
    if (before != NULL && gtk_widget_get_root (before) == GTK_ROOT (self) && herald_window_can_keep_focus (self, before) &&
        gtk_widget_grab_focus (before))
      return;
    if (!herald_window_can_keep_focus (self, focus))
      herald_window_focus_step (self);
  }
}

/**
 * herald_window_set_table_mode:
 * @self: the window
 * @table_mode: %TRUE to enter table mode (fullscreen, the turn scaled up, the far side's
 *   banner), %FALSE to leave it
 */
void
herald_window_set_table_mode (HeraldWindow *self,
                              gboolean      table_mode)
{
  GAction *action;

  g_return_if_fail (HERALD_IS_WINDOW (self));

  table_mode = !!table_mode;
  if (self->table_mode == table_mode)
    return;
  self->table_mode = table_mode;
  if (table_mode)
    remember_focus (self);

  action = g_action_map_lookup_action (G_ACTION_MAP (self), "table-mode");
  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (table_mode));

  if (table_mode)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "table-mode");
      gtk_window_fullscreen (GTK_WINDOW (self));
      herald_window_update_table_mode (self);
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "table-mode");
      gtk_window_unfullscreen (GTK_WINDOW (self));
      update_turns (self);
      update_scale (self);
      if (self->far_side != NULL)
        gtk_widget_set_visible (self->far_side, FALSE);
      gtk_widget_set_visible (self->table_turn_button, FALSE);
      /* the layout puts the cards back where the window's width wants them */
      herald_window_place_cards (self);
    }
  keep_focus (self, table_mode);
  /* A screen reader said nothing as F11 or the main menu turned it on or off (the focus
   * stays where it was; issue 11): the change is said. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    herald_a11y_announce (table_mode
                          /* Translators: said to screen-reader users as F11 or the main
                           * menu turns table mode on */
                          ? _("Table mode on: the view turns toward the player to roll. Escape leaves it.")
                          /* Translators: said to screen-reader users as table mode ends */
                          : _("Table mode off"));
}

static void
banner_changed_cb (HeraldWindow *self)
{
  if (self->table_mode)
    update_far_side (self);
}

/* The dice panel's banner label (the one with the roll-banner style): the far side follows it
 * whenever it changes, also between two refreshes (the check-in before an attack) */
static GtkWidget *
find_banner_label (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "roll-banner"))
        return child;
      if ((found = find_banner_label (child)) != NULL)
        return found;
    }
  return NULL;
}

static void
table_mode_change_state (GSimpleAction *action,
                         GVariant      *state,
                         gpointer       user_data)
{
  herald_window_set_table_mode (HERALD_WINDOW (user_data), g_variant_get_boolean (state));
}

/* win.table-turn: the view a quarter turn further clockwise, and that side is the current
 * player's from now on */
static void
table_turn_activate (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  HeraldWindow *self = HERALD_WINDOW (user_data);
  HeraldGame *game = herald_window_get_game (self);
  guint current;

  if (!self->table_mode || game == NULL)
    return;
  update_turns (self);
  current = herald_window_get_state (self)->current;
  if (current >= HERALD_MAX_PLAYERS)
    return;
  self->table_seats[current] = (seat_turns (self, current, herald_game_get_n_players (game)) + 1) % 4;
  herald_window_update_table_mode (self);
}

/* the turning bin has a new size (turned, or the window resized): the turn fits it again */
static gboolean
table_turn_resized_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  if (self->table_mode)
    herald_window_update_table_mode (self);
  return G_SOURCE_REMOVE;
}

/* the turn column's bin has a new size: the turn grew or shrank after the refresh that fitted
 * it (a roll's sentence set after it, under the dice and on the far side; a check-in cancelled,
 * which brings Roll Again… and refreshes nothing), or was scaled (fitted again to the same
 * scale, nothing more happens): it is fitted to the screen again. Fitted to the turn as it was
 * before, End Turn ran below the fold at 1280 x 800, and the page scrolled (fix46c-1) */
static gboolean
turn_column_resized_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  if (self->table_mode)
    update_scale (self);
  return G_SOURCE_REMOVE;
}

static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  if (!self->table_mode)
    return FALSE;  /* Escape is someone else's */
  /* the History open over the table closes first, as out of Table Mode, its focus given back
   * (herald_window_history_toggled ()); the next Escape leaves Table Mode (tester report 38,
   * N38-8: the first left Table Mode and the History open) */
  if (self->history_button != NULL && gtk_toggle_button_get_active (self->history_button))
    {
      gtk_toggle_button_set_active (self->history_button, FALSE);
      return TRUE;
    }
  herald_window_set_table_mode (self, FALSE);
  return TRUE;
}

/**
 * herald_window_init_table_widgets:
 * @self: the window, its table just built (herald_window_ensure_table())
 *
 * Puts the turn in a bin that turns it toward the player to roll and the turn column in a
 * bin that can scale it, and adds the far side's banner at its top (hidden).
 */
void
herald_window_init_table_widgets (HeraldWindow *self)
{
  GtkWidget *viewport = gtk_widget_get_parent (self->turn_column);
  GtkWidget *scroller = viewport != NULL ? gtk_widget_get_parent (viewport) : NULL;
  GtkWidget *table_box = scroller != NULL ? gtk_widget_get_parent (scroller) : NULL;
  GtkWidget *label;

  g_return_if_fail (GTK_IS_SCROLLED_WINDOW (scroller));
  g_return_if_fail (GTK_IS_BOX (table_box));

  /* the scroller with the turn, in a bin that turns it toward the player to roll */
  g_object_ref (scroller);
  gtk_box_remove (GTK_BOX (table_box), scroller);
  self->table_turn = herald_table_bin_new (scroller, 0);
  g_object_unref (scroller);
  HERALD_TABLE_BIN (self->table_turn)->resized = table_turn_resized_cb;
  HERALD_TABLE_BIN (self->table_turn)->resized_data = self;
  gtk_box_prepend (GTK_BOX (table_box), self->table_turn);

  /* the turn column, in a bin that scales it */
  g_object_ref (self->turn_column);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), NULL);
  self->table_bin = herald_table_bin_new (self->turn_column, FALSE);
  g_object_unref (self->turn_column);
  HERALD_TABLE_BIN (self->table_bin)->resized = turn_column_resized_cb;
  HERALD_TABLE_BIN (self->table_bin)->resized_data = self;
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->table_bin);

  /* the far side's banner: the same words, upside down */
  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "far-side-banner");
  self->far_side_label = GTK_LABEL (label);
  self->far_side = herald_table_bin_new (label, 2);
  self->table_row = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24));
  /* a screen reader has read it already, the right way up */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->far_side), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_visible (self->far_side, FALSE);
  gtk_box_prepend (GTK_BOX (self->turn_column), self->far_side);

  {
    GtkWidget *banner = find_banner_label (GTK_WIDGET (self->dice_panel));

    if (banner != NULL)
      {
        g_signal_connect_object (banner, "notify::label", G_CALLBACK (banner_changed_cb), self, G_CONNECT_SWAPPED);
        g_signal_connect_object (banner, "notify::visible", G_CALLBACK (banner_changed_cb), self, G_CONNECT_SWAPPED);
      }
  }
  /* and the track's heading, whenever it changes */
  g_signal_connect_object (self->barbarian_track, "notify::steps", G_CALLBACK (banner_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/**
 * herald_window_init_table_mode:
 * @self: the window, its template built
 *
 * Adds the win.table-mode and win.table-turn actions, the Turn button in the header bar,
 * F11, Ctrl+T and Escape; the table's widgets get their part as the table is built
 * (herald_window_init_table_widgets()).
 */
void
herald_window_init_table_mode (HeraldWindow *self)
{
  static const GActionEntry entries[] = {
    { "table-mode", NULL, NULL, "false", table_mode_change_state },
    { "table-turn", table_turn_activate, NULL, NULL, NULL },
  };
  GtkWidget *header_bar = gtk_widget_get_ancestor (GTK_WIDGET (self->menu_button), ADW_TYPE_HEADER_BAR);
  GtkEventController *shortcuts;

  g_return_if_fail (ADW_IS_HEADER_BAR (header_bar));

  memset (self->table_seats, 0xff, sizeof self->table_seats);

  /* the button that turns it: only in table mode */
  self->table_turn_button = gtk_button_new_from_icon_name ("object-rotate-right-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->table_turn_button), "win.table-turn");
  /* (Ctrl+T, in the shortcuts window) */
  gtk_widget_set_tooltip_text (self->table_turn_button, _("Turn the View Toward This Player"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->table_turn_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Turn the View Toward This Player"), -1);
  gtk_widget_set_visible (self->table_turn_button, FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header_bar), self->table_turn_button);

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F11, 0),
                                                          gtk_named_action_new ("win.table-mode")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_t, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("win.table-turn")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
