/* herald-dice-panel.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The three dice drawn large, the Roll button and the sentence that follows a roll. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-a11y.h"
#include "herald-clamp-layout.h"
#include "herald-reserve-layout.h"
#include "herald-wrap-box.h"
#include "herald-dice-panel.h"
#include "herald-damage-group.h"
#include "herald-widget-update.h"
#include "herald-style.h"

#define TUMBLE_FRAMES   6
#define TUMBLE_INTERVAL 55

/* a button's text as last made (panel_text_same ()) */
typedef struct
{
  const char *format;  /* the translation it was made of, as gettext gave it */
  char       *why;     /* (owned) (nullable) the engine's reason in it */
} PanelText;

struct _HeraldDicePanel
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkWidget      *event_die;
  GtkImage       *event_image;
  GtkLabel       *event_label;
  GtkDrawingArea *red_die;
  GtkDrawingArea *white_die;
  GtkWidget      *banner_slot;
  GtkLabel       *banner_label;
  GtkWidget      *again_button;
  GtkWidget      *enter_button;
  GtkWidget      *alchemist_button;
  GtkWidget      *roll_button;

  /* Owned: the tumble before a roll shows, an AdwTimedAnimation over its frames (it jumps to
   * the end when animations are off or the panel is not on screen) */
  AdwAnimation   *tumble;
  /* the panel was drawn since the tumble began: its later frames change only the dice */
  gboolean        tumble_drawn;

  HeraldRoll      roll;
  gboolean        has_roll;
  /* Roll brings back dice held for a landing ship (herald_dice_panel_set_landing ()) */
  gboolean        landing;
  /* what Roll, Enter Dice… and the Alchemist say, as last made (panel_text_same ()) */
  PanelText       roll_text;
  PanelText       enter_text;
  PanelText       alchemist_text;
  /* what screen readers were last told each die shows (owned) */
  char           *a11y_names[3];
  guint           shown_red;
  guint           shown_white;
  HeraldEvent     shown_event;
};

G_DEFINE_FINAL_TYPE (HeraldDicePanel, herald_dice_panel, GTK_TYPE_WIDGET)

/* Whether a button's text, last made of @format (a translation, as gettext gave it) and the
 * engine's reason @why, would be made of the same now; if not, @text keeps these. The engine
 * answers at every step, mostly with the words it gave before: each tooltip was printed and
 * looked up again for nothing (issue 14: with the reasons made again, 1.7 M instructions in 50
 * steps). gettext gives another string for another language, so the text follows a change of
 * language too. */
static gboolean
panel_text_same (PanelText  *text,
                 const char *format,
                 const char *why)
{
  if (text->format == format && g_strcmp0 (text->why, why) == 0)
    return TRUE;
  text->format = format;
  if (g_strcmp0 (text->why, why) != 0)
    {
      g_free (text->why);
      text->why = g_strdup (why);
    }
  return FALSE;
}

static void
draw_pip (cairo_t *cr,
          double   x,
          double   y,
          double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
draw_die (GtkDrawingArea *area,
          cairo_t        *cr,
          int             width,
          int             height,
          gpointer        user_data)
{
  HeraldDicePanel *self = user_data;
  gboolean red = area == self->red_die;
  guint value = red ? self->shown_red : self->shown_white;
  double size = MIN (width, height) - 4;
  double x0 = (width - size) / 2;
  double y0 = (height - size) / 2;
  double u = size / 4;
  double r = size / 11;
  static const double pos[7][2] = {
    { 0, 0 }, { -1, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 1, 1 },
  };
  gboolean show[7] = { FALSE };
  GdkRGBA die_red;

  /* the red of the stylesheet (@herald_die_red), as the dice dialog's red buttons use it */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (area)), "herald_die_red", &die_red))
    gdk_rgba_parse (&die_red, "#888888");
  G_GNUC_END_IGNORE_DEPRECATIONS

  rounded_rect (cr, x0, y0, size, size, size / 6);
  if (red)
    gdk_cairo_set_source_rgba (cr, &die_red);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
  if (value == 0)
    cairo_set_source_rgba (cr, red ? die_red.red : 0.6, red ? die_red.green : 0.6, red ? die_red.blue : 0.6, 0.25);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 0, 0, 0, red ? 0.35 : 0.45);
  cairo_stroke (cr);

  if (value < 1 || value > 6)
    return;

  /* centre pip on odd faces, corners from 2, middle row on 6 */
  show[0] = value % 2 == 1;
  show[2] = show[5] = value >= 2;
  show[1] = show[6] = value >= 4;
  show[3] = show[4] = value == 6;

  if (red)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0.13, 0.13, 0.15);

  for (guint i = 0; i < 7; i++)
    if (show[i])
      draw_pip (cr, x0 + size / 2 + pos[i][0] * u, y0 + size / 2 + pos[i][1] * u, r);
}

/* The dice's names for screen readers: the roll, not the faces of the tumble. Each tumble
 * frame renamed the three dice (some twenty name changes a roll), and Orca 43, given more
 * than 50 events at once, drops the description changes of every widget but the one it
 * thinks has the focus: what was announced with the roll (its sentence, a card's text) was
 * lost now and then (issue 11). A name is given only when it changes. */
static void
update_a11y_name (HeraldDicePanel *self,
                  guint            i,
                  GtkWidget       *die,
                  char            *name)
{
  if (g_strcmp0 (self->a11y_names[i], name) == 0)
    {
      g_free (name);
      return;
    }
  g_free (self->a11y_names[i]);
  self->a11y_names[i] = name;
  gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
herald_dice_panel_update_names (HeraldDicePanel *self)
{
  if (!self->has_roll)
    {
      update_a11y_name (self, 0, self->event_die, g_strdup (_("Event die: not rolled yet")));
      update_a11y_name (self, 1, GTK_WIDGET (self->red_die), g_strdup (_("Red die: not rolled yet")));
      update_a11y_name (self, 2, GTK_WIDGET (self->white_die), g_strdup (_("White die: not rolled yet")));
      return;
    }

  update_a11y_name (self, 0, self->event_die,
                    g_strdup_printf (_("Event die: %s"), herald_text_event_name (self->roll.event)));
  update_a11y_name (self, 1, GTK_WIDGET (self->red_die), g_strdup_printf (_("Red die: %u"), self->roll.red));
  update_a11y_name (self, 2, GTK_WIDGET (self->white_die), g_strdup_printf (_("White die: %u"), self->roll.white));
}

static void
herald_dice_panel_show_faces (HeraldDicePanel *self)
{
  static const char * const event_classes[] = { "event-ship", "event-trade", "event-politics", "event-science" };

  for (guint i = 0; i < G_N_ELEMENTS (event_classes); i++)
    gtk_widget_remove_css_class (self->event_die, event_classes[i]);

  if (self->shown_red == 0)
    {
      gtk_image_set_from_icon_name (self->event_image, NULL);
      gtk_label_set_label (self->event_label, _("Event die"));
      gtk_widget_add_css_class (self->event_die, "event-none");
    }
  else
    {
      gtk_widget_remove_css_class (self->event_die, "event-none");
      gtk_widget_add_css_class (self->event_die, event_classes[self->shown_event]);
      gtk_image_set_from_icon_name (self->event_image, herald_text_event_icon (self->shown_event));
      gtk_label_set_label (self->event_label, herald_text_event_name (self->shown_event));
    }

  herald_dice_panel_update_names (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->red_die));
  gtk_widget_queue_draw (GTK_WIDGET (self->white_die));
}

static void
herald_dice_panel_tumble_cb (double   value,
                             gpointer user_data)
{
  HeraldDicePanel *self = user_data;
  guint frame = (guint) value;

  if (!self->has_roll)
    return;

  if (frame >= TUMBLE_FRAMES)
    {
      self->shown_red = self->roll.red;
      self->shown_white = self->roll.white;
      self->shown_event = self->roll.event;
    }
  else
    {
      /* Only a visual tumble; the result is already decided and recorded. */
      self->shown_red = (self->roll.red + (frame + 1) * 5) % 6 + 1;
      self->shown_white = (self->roll.white + (frame + 1) * 3) % 6 + 1;
      self->shown_event = (self->roll.event + frame + 1) % 4;
    }
  herald_dice_panel_show_faces (self);
}

/**
 * herald_dice_panel_set_roll:
 * @roll: (nullable): the roll to show, or %NULL for dice not rolled yet
 * @animate: tumble briefly first (skipped when GTK animations are off)
 */
void
herald_dice_panel_set_roll (HeraldDicePanel  *self,
                            const HeraldRoll *roll,
                            gboolean          animate)
{
  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  adw_animation_reset (self->tumble);

  if (roll == NULL)
    {
      self->has_roll = FALSE;
      self->shown_red = self->shown_white = 0;
      herald_dice_panel_show_faces (self);
      return;
    }

  self->roll = *roll;
  self->has_roll = TRUE;
  /* named by the roll at once, before and through the tumble */
  herald_dice_panel_update_names (self);

  if (animate)
    {
      /* libadwaita skips to the last frame when animations are off or the panel is hidden */
      self->tumble_drawn = FALSE;
      adw_animation_play (self->tumble);
      return;
    }

  self->shown_red = roll->red;
  self->shown_white = roll->white;
  self->shown_event = roll->event;
  herald_dice_panel_show_faces (self);
}

/**
 * herald_dice_panel_set_banner:
 * @banner: (nullable): the sentence that follows the roll, or %NULL (or "") for none
 *
 * The sentence shows under the dice in a place kept for it before the roll too, three lines
 * high at the text's size, so that the Roll and End Turn buttons below stay where they are
 * when it appears or goes; a longer sentence makes the place taller. Beside the cards, where
 * the turn is short of height, the empty place gives its height up first
 * (herald_dice_panel_set_place_kept ()).
 */
void
herald_dice_panel_set_banner (HeraldDicePanel *self,
                              const char      *banner)
{
  herald_dice_panel_set_banner_said (self, banner, banner);
}

/**
 * herald_dice_panel_set_banner_said:
 * @banner: (nullable): as for herald_dice_panel_set_banner ()
 * @said: (nullable): what a screen reader is told of a new @banner, when not @banner itself
 *   (the roll's sentence without the attack, as the attack's result opens:
 *   herald_text_roll_banner_said ()); %NULL for nothing
 *
 * herald_dice_panel_set_banner (), saying @said.
 */
void
herald_dice_panel_set_banner_said (HeraldDicePanel *self,
                                   const char      *banner,
                                   const char      *said)
{
  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  gboolean shown = gtk_widget_get_visible (GTK_WIDGET (self->banner_label));

  /* the alert role alone is not read by Orca 43 when the banner shows again: a new
   * sentence is announced (not the same one again when the window refreshes) */
  if (banner != NULL && (!shown || g_strcmp0 (banner, gtk_label_get_label (self->banner_label)) != 0))
    herald_a11y_announce (said);
  gtk_label_set_label (self->banner_label, banner ? banner : "");
  gtk_widget_set_visible (GTK_WIDGET (self->banner_label), banner != NULL && *banner);
  /* the slot keeps its height either way where the turn has the room (its reserve, under
   * the sentence, never drawn): nothing below it moves */
}

/**
 * herald_dice_panel_get_banner:
 *
 * Returns: (nullable): the sentence shown under the dice, or %NULL when none is
 */
const char *
herald_dice_panel_get_banner (HeraldDicePanel *self)
{
  g_return_val_if_fail (HERALD_IS_DICE_PANEL (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->banner_label)))
    return NULL;
  return gtk_label_get_label (self->banner_label);
}

static void
herald_dice_panel_dispose (GObject *object)
{
  HeraldDicePanel *self = (HeraldDicePanel *)object;
  GtkWidget *child;

  if (self->tumble != NULL)
    adw_animation_reset (self->tumble);
  g_clear_object (&self->tumble);
  for (guint i = 0; i < G_N_ELEMENTS (self->a11y_names); i++)
    g_clear_pointer (&self->a11y_names[i], g_free);
  g_clear_pointer (&self->roll_text.why, g_free);
  g_clear_pointer (&self->enter_text.why, g_free);
  g_clear_pointer (&self->alchemist_text.why, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), HERALD_TYPE_DICE_PANEL);

  /* The template's root box is not a bound child: unparent it too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (herald_dice_panel_parent_class)->dispose (object);
}

/* A roll's frame changes the dice, the event die, the banner and Roll: the panel is drawn
 * again as one rectangle (herald-damage-group.c). The tumble's later frames change only the
 * dice and the event die, drawn each at its own size as GTK would draw them. */
static void
herald_dice_panel_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  HeraldDicePanel *self = HERALD_DICE_PANEL (widget);

  herald_damage_group_snapshot_held (widget, snapshot, self->tumble_drawn);
  self->tumble_drawn = adw_animation_get_state (self->tumble) == ADW_ANIMATION_PLAYING;
}

static void
herald_dice_panel_class_init (HeraldDicePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_dice_panel_dispose;

  /* the event die's words (herald-dice-panel.ui) */
  g_type_ensure (HERALD_TYPE_CLAMP_LAYOUT);
  g_type_ensure (HERALD_TYPE_RESERVE_LAYOUT);
  /* Enter Dice… and the Alchemist (herald-wrap-box.c) */
  g_type_ensure (HERALD_TYPE_WRAP_BOX);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-dice-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, event_die);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, event_image);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, event_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, red_die);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, white_die);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, banner_slot);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, banner_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, again_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, enter_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, alchemist_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldDicePanel, roll_button);
  gtk_widget_class_set_css_name (widget_class, "dicepanel");
  widget_class->snapshot = herald_dice_panel_snapshot;
}

/**
 * herald_wrap_button_label:
 * @button: a #GtkButton whose child is its label (made by its "label" property)
 *
 * The button's words wrap between words, centred, instead of asking for their whole width;
 * gtk_button_set_label () keeps the label, so this holds for later labels too. Side by side
 * on a phone at text scale 1.5, "Inserisci dadi…" and "Alchimista…" made the turn column
 * 412 px wide in a 360 px window, which then scrolled sideways (newcomer report 11, N-1).
 */
void
herald_wrap_button_label (GtkWidget *button)
{
  GtkWidget *label;

  g_return_if_fail (GTK_IS_BUTTON (button));

  label = gtk_button_get_child (GTK_BUTTON (button));
  g_return_if_fail (GTK_IS_LABEL (label));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
}

static void
herald_dice_panel_init (HeraldDicePanel *self)
{
  /* its rules are the table's (style-table.css) */
  herald_style_ensure_table ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* a name for screen readers: GTK 4.8 names a widget without one by its class ("filler HeraldDicePanel") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dice"), -1);
  herald_wrap_button_label (self->enter_button);
  herald_wrap_button_label (self->alchemist_button);
  /* "Fight the Barbarians…" is a long label in some languages (herald_dice_panel_set_landing ()) */
  herald_wrap_button_label (self->roll_button);
  /* what they do, until a step says why they are off (herald_dice_panel_set_roll_refusal ()) */
  herald_dice_panel_set_roll_refusal (self, NULL);
  herald_dice_panel_set_enter_refusal (self, NULL);

  self->tumble = adw_timed_animation_new (GTK_WIDGET (self), 0, TUMBLE_FRAMES, TUMBLE_FRAMES * TUMBLE_INTERVAL,
                                          adw_callback_animation_target_new (herald_dice_panel_tumble_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->tumble), ADW_LINEAR);

  gtk_drawing_area_set_draw_func (self->red_die, draw_die, self, NULL);
  gtk_drawing_area_set_draw_func (self->white_die, draw_die, self, NULL);
  herald_dice_panel_show_faces (self);
}

/**
 * herald_dice_panel_set_can_roll_again:
 * @can: whether the dice of this roll were already rolled (an undone roll), so that a
 *   deliberate re-roll (`game.roll-again`) is offered
 */
void
herald_dice_panel_set_can_roll_again (HeraldDicePanel *self,
                                      gboolean         can)
{
  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  gtk_widget_set_visible (self->again_button, can);
}

/**
 * herald_dice_panel_set_enter_refusal:
 * @why: (nullable): why dice cannot be entered now (the engine's words,
 *   herald_game_check_entered_roll()), or %NULL
 *
 * Enter Dice… (`game.enter-roll`) is off where the dice of this roll were already rolled with
 * Herald's dice: its tooltip then says why, instead of what it does.
 */
void
herald_dice_panel_set_enter_refusal (HeraldDicePanel *self,
                                     const char      *why)
{
  g_autofree char *tip = NULL;
  const char *format;

  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  if (why != NULL)
    /* Translators: the Enter Dice button's tooltip when it is off; %s is the reason */
    format = HERALD_ONCE (_("Cannot enter dice: %s"));
  else
    format = HERALD_ONCE (_("Enter the faces of real dice"));
  if (panel_text_same (&self->enter_text, format, why))
    return;
  if (why != NULL)
    tip = g_strdup_printf (HERALD_ONCE (_("Cannot enter dice: %s")), why);
  herald_update_described (self->enter_button, tip != NULL ? tip : format);
  herald_set_refusal (self->enter_button, why);
}

/**
 * herald_dice_panel_set_roll_refusal:
 * @why: (nullable): why the dice cannot be rolled now (the engine's words, herald_game_check()
 *   of a roll), or %NULL when they can
 *
 * Roll (`game.roll`) that is off says why in its tooltip (and so to a screen reader), instead
 * of what it does: in a game as long as a saved game can be, it was off without a reason
 * (verify report 12, V12-3).
 */
void
herald_dice_panel_set_roll_refusal (HeraldDicePanel *self,
                                    const char      *why)
{
  g_autofree char *tip = NULL;
  const char *format;

  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  if (why != NULL)
    /* Translators: the Roll button's tooltip when it is off; %s is the reason */
    format = HERALD_ONCE (_("Cannot roll: %s"));
  else
    format = self->landing
             /* Translators: the tooltip of the Roll button while it brings back dice that land
              * the barbarian ship (it reads "Fight the Barbarians…" then) */
             ? HERALD_ONCE (_("Check the pieces, then fight the barbarians with the dice already rolled (Space)"))
             : HERALD_ONCE (_("Roll the three dice (Space)"));
  if (panel_text_same (&self->roll_text, format, why))
    return;
  if (why != NULL)
    tip = g_strdup_printf (HERALD_ONCE (_("Cannot roll: %s")), why);
  /* made as the tooltip shows, and the description a label's text: as the button's tooltip,
   * the refusal given as the roll is made ("Cannot roll: Anna has already rolled this turn")
   * was a change of the focused button's description, and Orca read it before the roll's
   * sentence at every roll made with Roll focused (issue 11) */
  herald_update_described (self->roll_button, tip != NULL ? tip : format);
  herald_set_refusal (self->roll_button, why);
}

/**
 * herald_dice_panel_set_landing:
 * @landing: whether Roll brings back dice already rolled that land the barbarian ship
 *   (herald_session_get_held_landing())
 *
 * The Roll button is named for what it does: with dice held for a landing (the attack
 * check-in was cancelled, or the landing undone), it opens the check-in with them, and reads
 * *Fight the Barbarians…*, its accessible name too, instead of *Roll*, which rolled nothing
 * (newcomer report 20, N20-2).
 */
void
herald_dice_panel_set_landing (HeraldDicePanel *self,
                               gboolean         landing)
{
  g_autofree char *why = NULL;

  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  landing = !!landing;
  if (self->landing == landing)
    return;
  self->landing = landing;
  gtk_button_set_label (GTK_BUTTON (self->roll_button),
                        landing ? C_("dice", "_Fight the Barbarians…") : C_("dice", "_Roll"));
  why = g_strdup (self->roll_text.why);
  herald_dice_panel_set_roll_refusal (self, why);
}

/**
 * herald_dice_panel_get_landing:
 *
 * Returns: whether Roll reads *Fight the Barbarians…* (herald_dice_panel_set_landing())
 */
gboolean
herald_dice_panel_get_landing (HeraldDicePanel *self)
{
  g_return_val_if_fail (HERALD_IS_DICE_PANEL (self), FALSE);

  return self->landing;
}

/**
 * herald_dice_panel_set_alchemist_refusal:
 * @why: (nullable): why the Alchemist cannot be played now (the engine's words,
 *   herald_game_check_card()), or %NULL when it can
 *
 * *Alchemist…* (`game.alchemist`) that is off says why in its tooltip, instead of what it does
 * (breaker report 12, R-10: after a cancelled check-in it was off without a reason).
 */
void
herald_dice_panel_set_alchemist_refusal (HeraldDicePanel *self,
                                         const char      *why)
{
  g_autofree char *tip = NULL;
  const char *format;

  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  if (why != NULL)
    /* Translators: the Alchemist button's tooltip when it is off; %s is the reason */
    format = HERALD_ONCE (_("Cannot play the Alchemist: %s"));
  else
    format = HERALD_ONCE (_("Play the Alchemist: choose the red and white dice"));
  if (panel_text_same (&self->alchemist_text, format, why))
    return;
  if (why != NULL)
    tip = g_strdup_printf (HERALD_ONCE (_("Cannot play the Alchemist: %s")), why);
  /* its tooltip made as it shows, and its description a label's text: as the button's
   * tooltip, the reason changed at every roll was sent to screen readers (issue 11) */
  herald_update_described (self->alchemist_button, tip != NULL ? tip : format);
  herald_set_refusal (self->alchemist_button, why);
}

/**
 * herald_dice_panel_focus_roll:
 * @self: a dice panel
 *
 * Gives the keyboard focus to the Roll button, so that Space (the roll key) rolls.
 */
void
herald_dice_panel_focus_roll (HeraldDicePanel *self)
{
  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  gtk_widget_grab_focus (self->roll_button);
}

/**
 * herald_dice_panel_get_roll_button:
 * @self: a dice panel
 *
 * Returns: (transfer none): the Roll button (`game.roll`), which herald_dice_panel_focus_roll ()
 *   gives the focus to
 */
GtkWidget *
herald_dice_panel_get_roll_button (HeraldDicePanel *self)
{
  g_return_val_if_fail (HERALD_IS_DICE_PANEL (self), NULL);

  return self->roll_button;
}

/**
 * herald_dice_panel_compute_result_bounds:
 * @self: a dice panel
 * @target: the widget whose coordinates @out_bounds are in
 * @out_bounds: (out): the roll's result: the dice and the sentence under them
 *
 * Where the roll's result is, from the top of the dice to the bottom of the sentence (or of
 * the place kept for it): what a phone's turn column keeps in view after a roll.
 *
 * Returns: %FALSE when the panel holds no roll or is not laid out
 */
gboolean
herald_dice_panel_compute_result_bounds (HeraldDicePanel *self,
                                         GtkWidget       *target,
                                         graphene_rect_t *out_bounds)
{
  graphene_rect_t dice, sentence;

  g_return_val_if_fail (HERALD_IS_DICE_PANEL (self), FALSE);

  if (!self->has_roll || !gtk_widget_get_mapped (self->event_die) ||
      !gtk_widget_compute_bounds (self->event_die, target, &dice) ||
      !gtk_widget_compute_bounds (self->banner_slot, target, &sentence))
    return FALSE;
  graphene_rect_union (&dice, &sentence, out_bounds);
  return TRUE;
}

/**
 * herald_dice_panel_set_place_kept:
 * @self: a dice panel
 * @kept: %TRUE (the default) for a place of three lines kept under the dice before the roll
 *   whatever the height (a phone's page of the turn: End Turn does not move under the finger
 *   when the sentence appears, issue 11); %FALSE for a place that gives its height up where
 *   the turn is short of it (beside the cards: the barbarians' card was cut on a landscape
 *   tablet under an empty band, tester report 48, N48-2)
 */
void
herald_dice_panel_set_place_kept (HeraldDicePanel *self,
                                  gboolean         kept)
{
  g_return_if_fail (HERALD_IS_DICE_PANEL (self));

  herald_reserve_layout_set_give_up (HERALD_RESERVE_LAYOUT (gtk_widget_get_layout_manager (self->banner_slot)), !kept);
}
