/* herald-widget-update.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include <gtk/gtk.h>

#include "herald-a11y.h"
#include "herald-data.h"
#include "herald-tooltip.h"
#include "herald-words-on-read.h"

G_BEGIN_DECLS

/* Setters that do nothing when the value is already there. Widgets update from the whole
 * state after every step; in GTK 4.8 some setters cost work even for the same value:
 * gtk_widget_set_tooltip_text() queries the tooltip again (which lays its text out),
 * gtk_label_set_markup() parses and lays out, gtk_menu_button_set_label() builds a new
 * child. Measured in docs/performance.md. */

/**
 * herald_update_tooltip:
 * @widget: a widget
 * @text: (nullable): the tooltip, or %NULL for none
 *
 * gtk_widget_set_tooltip_text(), skipped when @widget has that tooltip already.
 */
static inline void
herald_update_tooltip (GtkWidget  *widget,
                       const char *text)
{
  const char *now = gtk_widget_get_tooltip_text (widget);

  /* GTK treats an empty tooltip as none */
  if (g_strcmp0 (now, text != NULL && *text != '\0' ? text : NULL) == 0)
    return;
  gtk_widget_set_tooltip_text (widget, text);
}

/**
 * herald_update_tooltip_on_demand:
 * @widget: a widget without a tooltip of GTK's
 * @text: (nullable): its tooltip, %NULL or "" for none
 *
 * herald_update_tooltip () for a tooltip that changes often, made only as it is shown
 * (herald_tooltip_set_on_demand ()): the widget's description is what
 * gtk_widget_set_tooltip_text () would make it, and herald_tooltip_get_text () reads it.
 */
static inline void
herald_update_tooltip_on_demand (GtkWidget  *widget,
                                 const char *text)
{
  if (herald_tooltip_set_on_demand (widget, text))
    herald_a11y_tooltip_changed (widget);
}

/* the text herald_update_described () gave @widget, shown as its tooltip on demand */
static inline gboolean
herald_described_query_tooltip_cb (GtkWidget  *widget,
                                   int         x,
                                   int         y,
                                   gboolean    keyboard,
                                   GtkTooltip *tooltip,
                                   gpointer    user_data)
{
  const char *text = herald_get_data (widget, "herald-described");

  /* none under a pointer that has not moved since the step (newcomer53-5) */
  if (text == NULL || herald_tooltip_held (widget, x, y, keyboard))
    return FALSE;
  /* no wider than the window: a refusal at text scale 1.5 ran off a phone's screen */
  return herald_tooltip_fit (tooltip, widget, text);
}

/**
 * herald_set_description:
 * @widget: a widget
 * @text: (nullable): its accessible description, %NULL for none
 *
 * Gives @widget the description @text (#GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) as a screen
 * reader is to say it, on one line and without a translation's soft hyphens
 * ("Wissen\u00ADschaft"; herald_a11y_one_line ()): Orca passed a soft hyphen on, and
 * speech-dispatcher 0.11 said a text with a line break twice ("Activate: …\nPromote: …",
 * once with a full stop and once without; issue 11).
 */
static inline void
herald_set_description (GtkWidget  *widget,
                        const char *text)
{
  if (text == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else if (herald_a11y_has_soft_hyphen (text) || strpbrk (text, "\r\n") != NULL)
    {
      g_autofree char *plain = herald_a11y_one_line (text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, plain, -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* How long a description waits after the focus went to another widget: the screen reader
 * has presented the new focus by then (a change on the control it was still on was read) */
#define HERALD_DESCRIPTION_SETTLE_MS 1000

static inline gboolean herald_described_apply_cb (gpointer data);

static inline void
herald_described_sensitive_cb (GtkWidget *widget)
{
  if (gtk_widget_is_sensitive (widget)
      && herald_get_data (widget, "herald-description-waits") != NULL
      && herald_get_data (widget, "herald-description-timer") == NULL)
    {
      /* once the step has updated every widget: its text then is the new one */
      g_object_set_data (G_OBJECT (widget), "herald-description-timer", GINT_TO_POINTER (TRUE));
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, herald_described_apply_cb, g_object_ref (widget),
                       g_object_unref);
    }
}

static inline gboolean
herald_described_apply_cb (gpointer data)
{
  GtkWidget *widget = data;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *text;

  g_object_set_data (G_OBJECT (widget), "herald-description-timer", NULL);
  /* the label that describes it says its text now (herald_update_described_on_read ()) */
  herald_words_make (widget);
  if (herald_get_data (widget, "herald-description-waits") == NULL
      || (root != NULL && (focus == NULL || focus == widget)))
    return G_SOURCE_REMOVE;  /* back on it, or on nothing: the next focus change */
  /* A control turned off by the step it made (Roll once rolled, End Turn once the turn
   * ended) gets its refusal back when it is on again: given back a second after the focus
   * left it, the refusal was sent as the description of the control that a screen reader
   * running seconds behind had not yet read, and Orca said "Roll push button. Cannot roll:
   * Orange has already rolled this turn" as Orange's turn began (newcomer report 15, N15-4).
   * Off, it cannot take the focus; its tooltip says why meanwhile. */
  if (root != NULL && !gtk_widget_is_sensitive (widget))
    {
      if (herald_get_data (widget, "herald-description-sensitive") == NULL)
        {
          g_object_set_data (G_OBJECT (widget), "herald-description-sensitive", GINT_TO_POINTER (TRUE));
          g_signal_connect (widget, "notify::sensitive", G_CALLBACK (herald_described_sensitive_cb), NULL);
        }
      return G_SOURCE_REMOVE;
    }
  text = herald_get_data (widget, "herald-description-waiting");
  if (text != NULL)
    herald_set_description (widget, text);
  else if (herald_get_data (widget, "herald-a11y-tooltip-repeats") != NULL)
    /* a tooltip that repeats the name is not the description (herald-a11y-tooltip.c) */
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  /* the widget that describes it again (herald_restore_description ()) */
  if (herald_get_data (widget, "herald-description-relation") != NULL)
    {
      GtkWidget *other = herald_get_data (widget, "herald-description-relation");

      /* not when it would say the name again (herald-a11y-tooltip.c) */
      if (herald_a11y_describes (widget, other))
        gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                        other, NULL, -1);
      g_object_set_data (G_OBJECT (widget), "herald-description-relation", NULL);
    }
  g_object_set_data (G_OBJECT (widget), "herald-description-waits", NULL);
  g_object_set_data (G_OBJECT (widget), "herald-description-waiting", NULL);
  return G_SOURCE_REMOVE;
}

/* The description waiting for the focus to be on another widget, applied a while later.
 * Not when the focus only left @widget: a control turned insensitive loses it to nothing,
 * the screen reader stays on it and read the new description then. */
static inline void
herald_described_focus_cb (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (herald_get_data (widget, "herald-description-waits") == NULL
      || (root != NULL && (focus == NULL || focus == widget))
      || herald_get_data (widget, "herald-description-timer") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "herald-description-timer", GINT_TO_POINTER (TRUE));
  g_timeout_add_full (G_PRIORITY_DEFAULT, HERALD_DESCRIPTION_SETTLE_MS, herald_described_apply_cb,
                      g_object_ref (widget), g_object_unref);
}

/**
 * herald_restore_description:
 * @widget: a widget the focus has left, whose description was for a moment something else
 *   (an announcement, herald_a11y_announce ())
 * @text: (nullable): its description again, %NULL for none
 * @described_by: (nullable): the widget that describes @widget again
 *   (#GTK_ACCESSIBLE_RELATION_DESCRIBED_BY), taken away while it had the announcement
 *
 * Gives @widget its description @text (and @described_by) (a reason given on demand, herald_update_described ())
 * once the focus has been on another widget for a while: never at once. A screen
 * reader runs behind the focus (Orca 43 up to seconds on a loaded machine) and reads a
 * description change of the widget it is still on: a refusal given back at once was said
 * right after the announcement ("It is Ben’s turn, not Anna’s" after "Undone: …"; issue 11).
 */
static inline void
herald_restore_description (GtkWidget  *widget,
                            const char *text,
                            GtkWidget  *described_by)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (described_by != NULL)
    g_object_set_data_full (G_OBJECT (widget), "herald-description-relation", g_object_ref (described_by),
                            g_object_unref);

  if (root != NULL && herald_get_data (widget, "herald-description-focus") != root)
    {
      g_object_set_data (G_OBJECT (widget), "herald-description-focus", root);
      g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (herald_described_focus_cb),
                               widget, G_CONNECT_SWAPPED);
    }
  g_object_set_data (G_OBJECT (widget), "herald-description-waits", GINT_TO_POINTER (TRUE));
  g_object_set_data_full (G_OBJECT (widget), "herald-description-waiting", g_strdup (text), g_free);
  herald_described_focus_cb (widget);
}

/**
 * herald_update_described:
 * @widget: a widget that gets no tooltip otherwise
 * @text: (nullable): what it says on hover and to a screen reader, %NULL or "" for nothing
 *
 * What gtk_widget_set_tooltip_text() gives, the tooltip and the accessible description
 * (#GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, which screen readers read after the name), for a text
 * that changes often, such as the reason a move is refused: the tooltip is made only when it
 * is shown (#GtkWidget::query-tooltip), where GTK 4.8 lays the tooltip out again at every
 * gtk_widget_set_tooltip_text() (about 49,000 instructions each). Nothing is done when
 * @widget says @text already.
 *
 * The description is the text of a label that is never shown, which describes @widget
 * (#GTK_ACCESSIBLE_RELATION_DESCRIBED_BY): a screen reader reads it as the focus comes to
 * @widget, and is told nothing when it changes. Reasons change with every step for every
 * control of a player's card; as a description property each change was an event, some
 * twelve of a roll that gives a player what to build, and Orca 43 drops what waits beyond
 * 50 events, the roll's sentence with it (issue 11). Nor is a changed reason read under the
 * focus ("It is Ben’s turn, not Anna’s" at a turn change; newcomer report 12, finding 8).
 */
static inline gboolean
herald_update_described_text (GtkWidget  *widget,
                              const char *text);

static inline void
herald_update_described (GtkWidget  *widget,
                         const char *text)
{
  /* nothing while it repeats the name, which a screen reader reads before it */
  if (herald_update_described_text (widget, text))
    herald_a11y_described_check (widget);
}

/**
 * herald_update_described_text:
 * @widget: a widget that gets no tooltip otherwise
 * @text: (nullable): what it says on hover and to a screen reader, %NULL or "" for nothing
 *
 * herald_update_described () but for the label's text and its check, which the caller makes
 * (herald_a11y_described_check ()) at once or as it is read (herald_update_described_on_read ()).
 *
 * Returns: %TRUE when @text is new
 */
static inline gboolean
herald_update_described_text (GtkWidget  *widget,
                              const char *text)
{
  const char *now = herald_get_data (widget, "herald-described");
  GtkWidget *reason;

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (now, text) == 0)
    return FALSE;
  if (herald_get_data (widget, "herald-described-query") == NULL)
    {
      g_object_set_data (G_OBJECT (widget), "herald-described-query", GINT_TO_POINTER (TRUE));
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (herald_described_query_tooltip_cb), NULL);
      gtk_widget_set_has_tooltip (widget, TRUE);
    }
  g_object_set_data_full (G_OBJECT (widget), "herald-described", g_strdup (text), g_free);
  reason = herald_get_data (widget, "herald-described-label");
  if (reason == NULL)
    {
      reason = g_object_ref_sink (gtk_label_new (NULL));
      g_object_set_data_full (G_OBJECT (widget), "herald-described-label", reason, g_object_unref);
      /* an announcement takes its place for a while (herald-a11y.c, described_by ()) */
      g_object_set_data (G_OBJECT (widget), "herald-a11y-described-by", reason);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                      reason, NULL, -1);
    }
  return TRUE;
}

/**
 * herald_set_refusal:
 * @widget: a control that may be off
 * @refusal: (nullable): why it is off, in the engine's words (herald_text_refusal (): names
 *   isolated, written to follow a colon), or %NULL while it is on or off without a reason
 *
 * Keeps the reason a control is off, for a tap or a click on it to show
 * (herald_window_watch_refused_taps ()). Its tooltip and description are herald_update_described ()'s.
 */
static inline void
herald_set_refusal (GtkWidget  *widget,
                    const char *refusal)
{
  if (g_strcmp0 (herald_get_data (widget, "herald-refusal"), refusal) != 0)
    g_object_set_data_full (G_OBJECT (widget), "herald-refusal", g_strdup (refusal), g_free);
}

/**
 * herald_get_described:
 * @widget: a widget
 *
 * Returns: (nullable): what herald_update_described() gave @widget
 */
static inline const char *
herald_get_described (GtkWidget *widget)
{
  return herald_get_data (widget, "herald-described");
}

/**
 * herald_update_markup:
 * @label: a label that uses markup
 * @markup: the markup
 *
 * gtk_label_set_markup(), skipped when @label shows @markup already.
 *
 * Returns: %TRUE when the label changed
 */
static inline gboolean
herald_update_markup (GtkLabel   *label,
                      const char *markup)
{
  if (gtk_label_get_use_markup (label) && g_strcmp0 (gtk_label_get_label (label), markup) == 0)
    return FALSE;
  gtk_label_set_markup (label, markup);
  return TRUE;
}

/**
 * herald_update_label:
 * @label: a label
 * @text: its text
 *
 * gtk_label_set_label(), skipped when @label has @text already: GTK 4.8 gives the same text
 * again without a change to tell anyone, but parses it again, throws the label's layout away
 * and queues a resize, about 7,000–10,000 instructions a label in a step, and the frame lays
 * the label out again (docs/performance.md, thirty-fourth round).
 *
 * Returns: %TRUE when the label changed
 */
static inline gboolean
herald_update_label (GtkLabel   *label,
                     const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text != NULL ? text : "") == 0)
    return FALSE;
  gtk_label_set_label (label, text);
  return TRUE;
}

/**
 * herald_update_action_name:
 * @actionable: a button or another actionable widget
 * @name: (nullable): its action, %NULL for none
 *
 * gtk_actionable_set_action_name(), skipped when @actionable has that action already: a GTK
 * 4.8 button disconnects and connects its ::clicked handler again at every call, the same
 * name too (docs/performance.md, sixteenth round).
 */
static inline void
herald_update_action_name (GtkActionable *actionable,
                           const char    *name)
{
  if (g_strcmp0 (gtk_actionable_get_action_name (actionable), name) == 0)
    return;
  gtk_actionable_set_action_name (actionable, name);
}

/**
 * herald_update_menu_button_label:
 * @button: a menu button
 * @label: its label
 *
 * gtk_menu_button_set_label(), skipped when @button shows @label already.
 */
static inline void
herald_update_menu_button_label (GtkMenuButton *button,
                                 const char    *label)
{
  const char *now = gtk_menu_button_get_label (button);

  if (g_strcmp0 (now, label) == 0)
    return;
  /* A label shown already gets the new text: gtk_menu_button_set_label () builds a new
   * label and arrow, and screen readers were told of the children removed and added, for a
   * button named by herald_a11y_set_label () whatever it shows (the victory points at every
   * change; issue 11) */
  if (now != NULL && label != NULL)
    for (GtkWidget *inner = gtk_widget_get_first_child (GTK_WIDGET (button)); inner != NULL;
         inner = gtk_widget_get_next_sibling (inner))
      if (GTK_IS_BUTTON (inner))
        {
          GtkWidget *child = gtk_button_get_child (GTK_BUTTON (inner));
          GtkWidget *shown = child != NULL && GTK_IS_LABEL (child) ? child
                             : child != NULL ? gtk_widget_get_first_child (child) : NULL;

          if (shown != NULL && GTK_IS_LABEL (shown) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (shown)), now) == 0)
            {
              gtk_label_set_label (GTK_LABEL (shown), label);
              if (g_strcmp0 (gtk_menu_button_get_label (button), label) == 0)
                return;
            }
        }
  gtk_menu_button_set_label (button, label);
}

G_END_DECLS
