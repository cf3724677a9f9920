/* herald-barbarian-track.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The barbarian track with the ship, the strength comparison and the chance of an attack. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-data.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-barbarian-track.h"
#include "herald-style.h"

/* What the card shows is made of: the numbers drawn and said, the steps left, the landing,
 * the engine's chances (the labels' texts are made from these, the players' names and the
 * landing's forecast) */
typedef struct
{
  guint       length;
  guint       position;
  guint       barbarians;
  guint       knights;
  guint       n_players;
  guint       shares[HERALD_MAX_PLAYERS];
  HeraldColor colors[HERALD_MAX_PLAYERS];
  guint       left;
  gboolean    landing;
  double      p;
  double      p1;
} TrackFacts;

/* What the forecast's sentence was made of (herald_text_attack_forecast ()): the attack's
 * winner, Defender and players named, the players' names, and the language */
typedef struct
{
  gboolean    made;
  const char *language;  /* a translation's address: another catalogue, another address */
  gboolean    catan_wins;
  gint        defender;
  guint       n_players;
  guint8      players[HERALD_MAX_PLAYERS];
  guint       n_names;
  char       *names[HERALD_MAX_PLAYERS];
  char       *text;      /* (nullable) */
} Forecast;

struct _HeraldBarbarianTrack
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkLabel       *steps_label;
  GtkDrawingArea *track_area;
  GtkLabel       *chance_label;
  GtkLabel       *strength_label;
  GtkDrawingArea *strength_area;
  GtkLabel       *shares_label;

  /* what a screen reader is told of the card as Tab reaches it (its description), and the
   * label, never shown, that says it (describe ()) */
  char           *described;
  GtkWidget      *described_by;

  /* A copy of what is drawn, not of the game: recomputed on every update */
  guint           length;
  guint           position;
  guint           barbarians;
  guint           knights;       /* Def, herald_game_get_defence_strength () */
  guint           n_players;
  guint           shares[HERALD_MAX_PLAYERS];
  HeraldColor     colors[HERALD_MAX_PLAYERS];

  /* what the last update showed came from (herald_barbarian_track_update ()) */
  gboolean        shown;
  TrackFacts      facts;
  char           *shown_shares;
  char           *shown_forecast;
  Forecast        forecast;
};

G_DEFINE_FINAL_TYPE (HeraldBarbarianTrack, herald_barbarian_track, GTK_TYPE_WIDGET)

void
herald_color_get_rgba (GtkWidget   *widget,
                       HeraldColor  color,
                       GdkRGBA     *rgba)
{
  /* the stylesheet's colours (style.css, @herald_player_NAME), as the dots and stripes use them */
  static const char * const names[HERALD_N_COLORS] = {
    "herald_player_red", "herald_player_blue", "herald_player_white", "herald_player_orange",
    "herald_player_green", "herald_player_brown",
  };

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (color >= HERALD_N_COLORS ||
      !gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), names[color], rgba))
    gdk_rgba_parse (rgba, "#888888");
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
draw_ship (cairo_t *cr,
           double   cx,
           double   cy,
           double   s)
{
  /* hull */
  cairo_move_to (cr, cx - s, cy);
  cairo_line_to (cr, cx + s, cy);
  cairo_line_to (cr, cx + s * 0.7, cy + s * 0.45);
  cairo_line_to (cr, cx - s * 0.7, cy + s * 0.45);
  cairo_close_path (cr);
  cairo_fill (cr);
  /* mast and sail */
  cairo_rectangle (cr, cx - s * 0.05, cy - s * 0.95, s * 0.1, s * 0.95);
  cairo_fill (cr);
  cairo_move_to (cr, cx + s * 0.08, cy - s * 0.9);
  cairo_line_to (cr, cx + s * 0.75, cy - s * 0.15);
  cairo_line_to (cr, cx + s * 0.08, cy - s * 0.15);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_track (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  HeraldBarbarianTrack *self = user_data;
  GdkRGBA fg;
  guint spaces = self->length + 1;
  double step, r;

  if (self->length == 0)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  step = (double) width / spaces;
  r = MIN (step * 0.42, height * 0.42);

  for (guint i = 0; i < spaces; i++)
    {
      double cx = step * (i + 0.5);
      double cy = height / 2.0;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      if (i == self->length)
        cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.35);  /* Catan: the attack space */
      else if (i < self->position)
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
      else
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.08);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.4);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);

      if (i == self->position)
        {
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 1.0);
          draw_ship (cr, cx, cy + r * 0.1, r * 0.8);
        }
    }
}

static void
draw_strength (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  HeraldBarbarianTrack *self = user_data;
  GdkRGBA fg;
  guint scale;
  double unit, x = 0, bar = (height - 4) / 2.0;

  scale = MAX (MAX (self->knights, self->barbarians), 1);
  unit = (double) width / scale;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);

  /* barbarians: one block per city on the board */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.75);
  for (guint i = 0; i < self->barbarians; i++)
    {
      cairo_rectangle (cr, i * unit + 1, 0, unit - 2, bar);
      cairo_fill (cr);
    }

  /* knights: each player's share in their colour */
  for (guint p = 0; p < self->n_players; p++)
    {
      GdkRGBA color;

      if (self->shares[p] == 0)
        continue;
      herald_color_get_rgba (GTK_WIDGET (self), self->colors[p], &color);
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_rectangle (cr, x + 1, bar + 4, self->shares[p] * unit - 2, bar);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      x += self->shares[p] * unit;
    }
}

/* A chance as the table reads it: whole percents, but never "0 %" or "100 %" for what may
 * or may not happen */
static const char *
percent (double  p,
         char   *buf)
{
  if (p <= 0.0)
    g_snprintf (buf, 16, "%s", HERALD_ONCE (_("no chance")));
  else if (p >= 1.0)
    g_snprintf (buf, 16, "%s", HERALD_ONCE (_("certain")));
  else
    /* Translators: a chance in percent, "88 %" */
    g_snprintf (buf, 16, HERALD_ONCE (_("%.0f %%")), CLAMP (p * 100.0, 1.0, 99.0));
  return buf;
}

/* The card is a Tab stop of its own, read-only: a keyboard or screen-reader player could not
 * reach the forecast, which Orca read only in its flat review (newcomer report 22, N22-8). Its
 * name is "Barbarians", its description what the card says, sentence by sentence, on one line;
 * told again only when it changes (every change is an event a screen reader queues). */
static void
describe (HeraldBarbarianTrack *self)
{
  GtkLabel *labels[] = { self->steps_label, self->chance_label, self->strength_label, self->shares_label };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *spoken = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      const char *part = gtk_label_get_text (labels[i]);
      gunichar last;

      if (part == NULL || *part == '\0')
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, part);
      last = g_utf8_get_char (g_utf8_prev_char (part + strlen (part)));
      if (!g_unichar_ispunct (last) || last == ')')
        g_string_append_c (text, '.');
    }
  spoken = herald_a11y_spoken_text (text->str);
  if (g_strcmp0 (spoken, self->described) == 0)
    return;
  g_free (self->described);
  self->described = g_steal_pointer (&spoken);
  /* The text of a label that describes the card, not its description property: GTK 4.8
   * sends the properties set before the card first takes the focus as changes as it takes
   * it, and Orca said the forecast twice on Tab, once with the focus and once as the
   * description's change (session 23). A label's text is read as the focus comes and is
   * not told as it changes. An announcement made on the card (herald_a11y_announce ())
   * takes the label's place for a while, as on any control described by another. */
  if (self->described_by == NULL)
    {
      self->described_by = g_object_ref_sink (gtk_label_new (NULL));
      g_object_set_data (G_OBJECT (self), "herald-a11y-described-by", self->described_by);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                      self->described_by, NULL, -1);
    }
  gtk_label_set_label (GTK_LABEL (self->described_by), self->described);
}

static void
forecast_clear (Forecast *k)
{
  for (guint p = 0; p < k->n_names; p++)
    g_clear_pointer (&k->names[p], g_free);
  g_clear_pointer (&k->text, g_free);
  k->made = FALSE;
}

/* What the engine says a landing now would do, player by player: the sentence made again
 * only when what it is made of changed (a step that leaves the attack's result as it was
 * kept it at about 10,000 instructions of its 18,500, docs/performance.md, twenty-sixth
 * round); %NULL when the game is over (herald_text_landing_forecast ()) */
static const char *
forecast_text (HeraldBarbarianTrack *self,
               HeraldGame           *game)
{
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  Forecast *k = &self->forecast;
  const HeraldOutcome *attack;
  const char *language = _("If they landed now, Catan would win.");
  guint n_names = MIN (herald_game_get_n_players (game), HERALD_MAX_PLAYERS);
  gboolean same;

  if (herald_game_forecast_landing (game, outcomes) == 0)
    return NULL;
  attack = &g_array_index (outcomes, HeraldOutcome, 0);
  same = k->made && k->language == language && k->catan_wins == attack->catan_wins &&
         k->defender == attack->defender && k->n_players == attack->n_players &&
         attack->n_players <= HERALD_MAX_PLAYERS &&
         memcmp (k->players, attack->players, attack->n_players) == 0 && k->n_names == n_names;
  for (guint p = 0; same && p < n_names; p++)
    same = strcmp (k->names[p], herald_game_get_player_label (game, p)) == 0;
  if (same)
    return k->text;

  forecast_clear (k);
  k->text = herald_text_attack_forecast (game, attack);
  k->made = TRUE;
  k->language = language;
  k->catan_wins = attack->catan_wins;
  k->defender = attack->defender;
  k->n_players = attack->n_players;
  memcpy (k->players, attack->players, sizeof k->players);
  k->n_names = n_names;
  for (guint p = 0; p < n_names; p++)
    k->names[p] = g_strdup (herald_game_get_player_label (game, p));
  return k->text;
}

/**
 * herald_barbarian_track_update:
 * @session: (nullable): the session whose game to show
 *
 * Redraws from the game's state and the session's forecast of an attack.
 */
void
herald_barbarian_track_update (HeraldBarbarianTrack *self,
                               HeraldSession        *session)
{
  HeraldGame *game = session != NULL ? herald_session_get_game (session) : NULL;
  const HeraldState *state;
  g_autoptr(GString) shares = NULL;
  g_autofree char *steps = NULL;
  g_autofree char *chance = NULL;
  g_autofree char *strength = NULL;
  g_autofree char *track_label = NULL;
  const char *forecast;
  TrackFacts facts;
  guint left;
  guint n_players;
  double p, p1;
  char percent_roll[16], percent_round[16];

  g_return_if_fail (HERALD_IS_BARBARIAN_TRACK (self));

  if (game == NULL)
    return;

  state = herald_game_get_state (game);
  n_players = MIN (herald_game_get_n_players (game), HERALD_MAX_PLAYERS);
  memset (&facts, 0, sizeof facts);
  facts.length = herald_rules_get_track_length (herald_game_get_rules (game), state->first_attack_done);
  facts.position = MIN (state->barbarian_position, facts.length);
  facts.barbarians = herald_game_get_barbarian_strength (game);
  facts.knights = herald_game_get_defence_strength (game);
  facts.n_players = n_players;

  shares = g_string_new (NULL);
  for (guint i = 0; i < n_players; i++)
    {
      facts.shares[i] = herald_game_get_knight_strength (game, i);
      facts.colors[i] = herald_game_get_player_color (game, i);
      if (i > 0)
        g_string_append (shares, " · ");
      g_string_append_printf (shares, "%s %u", herald_text_player_name (game, i), facts.shares[i]);
    }

  facts.left = left = herald_game_get_steps_left (game);
  facts.landing = herald_game_get_ship_landing (game);
  if (!facts.landing)
    {
      facts.p = herald_session_get_attack_chance (session, n_players);
      facts.p1 = herald_session_get_attack_chance (session, 1);
    }
  /* what the engine says a landing now would do, player by player */
  forecast = forecast_text (self, game);

  /* most steps change none of it (a road, a trade, a card): the labels, the description, the
   * ship's name and the drawing stay as they are, and nothing is sent to screen readers
   * (docs/performance.md, twenty-first round) */
  if (self->shown && memcmp (&facts, &self->facts, sizeof facts) == 0 &&
      g_strcmp0 (shares->str, self->shown_shares) == 0 && g_strcmp0 (forecast, self->shown_forecast) == 0)
    return;
  self->shown = TRUE;
  memcpy (&self->facts, &facts, sizeof facts);
  g_free (self->shown_shares);
  self->shown_shares = g_strdup (shares->str);
  g_free (self->shown_forecast);
  self->shown_forecast = g_strdup (forecast);

  self->length = facts.length;
  self->position = facts.position;
  self->barbarians = facts.barbarians;
  self->knights = facts.knights;
  self->n_players = n_players;
  memcpy (self->shares, facts.shares, sizeof self->shares);
  memcpy (self->colors, facts.colors, sizeof self->colors);

  if (facts.landing)
    {
      /* the dice of the ship that lands are held while the table checks its pieces: no chance
       * of an attack with the next roll, the attack is now (newcomer report 9, item 13) */
      steps = g_strdup (HERALD_ONCE (_("The barbarians land")));
      chance = g_strdup (HERALD_ONCE (_("The dice rolled bring the ship to Catan: the barbarians attack before anything else.")));
    }
  else
    {
      steps = g_strdup_printf (HERALD_ONCE_N (left, g_dngettext (GETTEXT_PACKAGE, "%u step to Catan", "%u steps to Catan", left)),
                               left);
      /* the engine's forecast: the dice mode, the easy start, the friendly barbarian */
      p = facts.p;
      p1 = facts.p1;
      /* Translators: the chance that the barbarians land with the next roll and within the next
       * round (as many rolls as players) */
      chance = g_strdup_printf (HERALD_ONCE (_("Chance of an attack: %s with the next roll, %s within the next round")),
                                percent (p1, percent_roll), percent (p, percent_round));
    }
  herald_update_label (self->steps_label, steps);
  herald_update_label (self->chance_label, chance);

  /* Translators: barbarian strength (cities) against knight strength (active knights) */
  strength = g_strdup_printf (HERALD_ONCE (_("Barbarians %u (cities) against knights %u (active)")),
                              self->barbarians, self->knights);
  {
    /* and what the engine says a landing now would do, player by player */
    if (forecast != NULL)
      {
        g_autofree char *both = g_strdup_printf ("%s. %s", strength, forecast);

        g_free (strength);
        strength = g_steal_pointer (&both);
      }
  }
  herald_update_label (self->strength_label, strength);
  {
    /* Translators: each player's active knight strength, "Knights: Anna 2 · Ben 0 · Cleo 1" */
    g_autofree char *text = g_strdup_printf (HERALD_ONCE (_("Knights: %s")), shares->str);

    herald_update_label (self->shares_label, text);
  }

  describe (self);

  track_label = g_strdup_printf (HERALD_ONCE (_("Barbarian ship on space %u of %u, %u to go")),
                                 self->position, self->length, left);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->track_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, track_label, -1);

  gtk_widget_queue_draw (GTK_WIDGET (self->track_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->strength_area));
}

enum
{
  PROP_0,
  PROP_STEPS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * herald_barbarian_track_get_steps:
 *
 * What the track's heading says of the ship, as it shows it: "3 steps to Catan", or "The
 * barbarians land" while a landing's dice are held. Table mode's far side reads the same words
 * (#HeraldBarbarianTrack:steps notifies a change; tester report 45, N45-15).
 *
 * Returns: (transfer none): the text, "" before the first update
 */
const char *
herald_barbarian_track_get_steps (HeraldBarbarianTrack *self)
{
  g_return_val_if_fail (HERALD_IS_BARBARIAN_TRACK (self), "");

  return gtk_label_get_label (self->steps_label);
}

static void
steps_changed_cb (HeraldBarbarianTrack *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEPS]);
}

static void
herald_barbarian_track_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  HeraldBarbarianTrack *self = HERALD_BARBARIAN_TRACK (object);

  switch (prop_id)
    {
    case PROP_STEPS:
      g_value_set_string (value, herald_barbarian_track_get_steps (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_barbarian_track_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), HERALD_TYPE_BARBARIAN_TRACK);
  g_clear_pointer (&HERALD_BARBARIAN_TRACK (object)->described, g_free);
  g_clear_pointer (&HERALD_BARBARIAN_TRACK (object)->shown_shares, g_free);
  g_clear_pointer (&HERALD_BARBARIAN_TRACK (object)->shown_forecast, g_free);
  forecast_clear (&HERALD_BARBARIAN_TRACK (object)->forecast);
  g_object_set_data (object, "herald-a11y-described-by", NULL);
  g_clear_object (&HERALD_BARBARIAN_TRACK (object)->described_by);

  /* The template's root box is not a bound child: unparent it too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (herald_barbarian_track_parent_class)->dispose (object);
}

static void
herald_barbarian_track_class_init (HeraldBarbarianTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_barbarian_track_dispose;
  object_class->get_property = herald_barbarian_track_get_property;

  /**
   * HeraldBarbarianTrack:steps:
   *
   * What the heading says of the ship (herald_barbarian_track_get_steps ()).
   */
  properties[PROP_STEPS] = g_param_spec_string ("steps", NULL, NULL, "",
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-barbarian-track.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldBarbarianTrack, steps_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldBarbarianTrack, track_area);
  gtk_widget_class_bind_template_child (widget_class, HeraldBarbarianTrack, chance_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldBarbarianTrack, strength_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldBarbarianTrack, strength_area);
  gtk_widget_class_bind_template_child (widget_class, HeraldBarbarianTrack, shares_label);
  gtk_widget_class_set_css_name (widget_class, "barbariantrack");
  /* a read-only part of the window a screen reader names as a whole: "Barbarians panel" */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
herald_barbarian_track_init (HeraldBarbarianTrack *self)
{
  /* its rules are the table's (style-table.css) */
  herald_style_ensure_table ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* a name for screen readers: GTK 4.8 names a widget without one by its class ("filler HeraldBarbarianTrack") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Barbarians"), -1);
  /* one Tab stop, after the turn's buttons, for the forecast (describe ()); not taken by a tap */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), FALSE);

  gtk_drawing_area_set_draw_func (self->track_area, draw_track, self, NULL);
  gtk_drawing_area_set_draw_func (self->strength_area, draw_strength, self, NULL);
  g_signal_connect_object (self->steps_label, "notify::label", G_CALLBACK (steps_changed_cb), self,
                           G_CONNECT_SWAPPED);
}
